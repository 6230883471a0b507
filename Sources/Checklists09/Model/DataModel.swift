// The app's data: every checklist, saving and loading them, and the user's preferences.

import HeadlessUIKit

/// Owns the checklists and everything about keeping them: the data file and the two
/// preferences.
///
/// The app delegate makes one at launch and hands it to the all-lists screen, so no screen
/// reads the file itself; the screens call ``saveChecklists()`` after every change they make:
///
/// ```swift
/// let dataModel = DataModel(
///   documentsDirectory: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0],
///   defaults: UserDefaults.standard)
/// dataModel.lists.append(Checklist(name: "Groceries"))
/// dataModel.saveChecklists()
/// ```
///
/// Four rules keep the user's data safe:
/// - Every change is saved at once, so a crash loses nothing the user confirmed.
/// - A save replaces the file in one step (a complete temporary file renamed over it), so a
///   crash in the middle of a save leaves the previous file whole.
/// - A save that fails (a full disk) keeps the lists in memory, tells the ``delegate``, and
///   the next save writes everything.
/// - A file that cannot be read is never saved over: it is moved aside, the app keeps what
///   it could still read, and ``damagedFiles`` says where the file went.
@MainActor
final class DataModel {
  /// The checklists, in the order the all-lists screen shows them: by name, once loaded,
  /// and again after ``sortChecklists()``.
  var lists = [Checklist]()

  /// The folder the data file lives in: the app's `Documents` folder.
  let documentsDirectory: URL

  /// Where the preferences are kept: the app passes `UserDefaults.standard`, a test may
  /// pass preferences of its own.
  let defaults: UserDefaults

  /// The device's clock and calendar, which due dates are read and scheduled on.
  let environment: AppEnvironment

  /// The files found damaged at launch, for the all-lists screen to tell the user about.
  var damagedFiles: [DamagedFile] = []

  /// Runs after a save has written its temporary file and before that file replaces the
  /// data file. It does nothing in the app; a test throws from it to play a crash in the
  /// middle of a save.
  var beforeReplacing: (URL) throws -> Void = { _ in }

  /// The error of the last save, or nil if it succeeded. The next change tries again.
  private(set) var lastSaveError: (any Error)?

  /// Told when a save fails and when saving works again: the all-lists screen, which tells
  /// the user.
  weak var delegate: (any DataModelDelegate)?

  /// The largest data file the app reads: 10 MB, some 1,600 lists of 100 items, which load
  /// in about a second. A larger file is kept aside unread, so that launching never takes
  /// minutes or all the memory.
  static let largestDataFile = 10_000_000

  /// Whether saving may write the data file: false when a damaged file could not be moved
  /// out of the way, since a save would replace it.
  private(set) var canSave = true

  /// Whether there was a data file at launch, readable or not.
  private var foundDataFile = false

  /// Moves a damaged file out of the way; `DataFile.moveAside` unless a test says
  /// otherwise.
  private let moveAside: (URL) -> URL?

  /// Loads the saved lists, registers the preferences' defaults, and on the very first
  /// launch creates a first list.
  init(
    documentsDirectory: URL,
    defaults: UserDefaults,
    environment: AppEnvironment = .system,
    moveAside: @escaping (URL) -> URL? = { DataFile.moveAside($0) }
  ) {
    self.documentsDirectory = documentsDirectory
    self.defaults = defaults
    self.environment = environment
    self.moveAside = moveAside
    loadChecklists()
    registerDefaults()
    handleFirstTime()
  }

  // MARK: - Preferences

  // excerpt: stored-index
  /// The row of the list the user has open, or -1 when the all-lists screen shows.
  ///
  /// Stored in the preferences under "ChecklistIndex", so that a relaunch can reopen that
  /// list. Only a whole number counts: `integer(forKey:)` would read a string such as "abc",
  /// a date or a huge real number as 0, and reopen the first list. Anything else means no
  /// list is open. It may still name a list that no longer exists: read it with care.
  var indexOfSelectedChecklist: Int {
    get { defaults.object(forKey: "ChecklistIndex") as? Int ?? -1 }
    set { defaults.set(newValue, forKey: "ChecklistIndex") }
  }
  // end excerpt

  /// Gives "ChecklistIndex" (no list open), "FirstTime" (yes) and "ChecklistItemID" (0) a
  /// value until the app sets one. Registered values are never written, so this runs at
  /// every launch.
  func registerDefaults() {
    defaults.register(defaults: ["ChecklistIndex": -1, "FirstTime": true, "ChecklistItemID": 0])
  }

  // excerpt: next-item-id
  /// A number no item has had: the one stored under "ChecklistItemID", which then goes up
  /// by one for the next item.
  ///
  /// Never the number of an item the lists hold, even when the preferences were reset or
  /// damaged and the stored number started again from 0: the new item's reminder would
  /// replace that item's.
  func nextChecklistItemID() -> Int {
    let stored = defaults.object(forKey: "ChecklistItemID") as? Int ?? 0
    let highest = lists.flatMap(\.items).map(\.itemID).max() ?? ChecklistItem.noItemID
    let itemID = max(stored, highest + 1)
    defaults.set(itemID + 1, forKey: "ChecklistItemID")
    return itemID
  }
  // end excerpt

  /// Gives a number of its own to each item that has none (read from a file saved before
  /// items had numbers) or shares its number with an item before it (a hand-edited file).
  func numberItemsWithoutTheirOwnID() {
    var seen = Set<Int>()
    for item in lists.flatMap(\.items) {
      if item.itemID < 0 || seen.contains(item.itemID) {
        item.itemID = nextChecklistItemID()
      }
      seen.insert(item.itemID)
    }
  }

  /// Deletes the list at a row of the all-lists screen, and cancels its items' reminders.
  func removeList(at index: Int) {
    for item in lists[index].items {
      item.removeNotification()
    }
    lists.remove(at: index)
  }

  // excerpt: first-time
  /// On the first launch ever, creates a list named "List", saves it, and marks it as the
  /// open one, so that the user lands in a list ready to take items.
  ///
  /// "FirstTime" alone is not proof: preferences that were reset, or an update that kept
  /// the data but not the preferences, say true again. A data file, readable or not, means
  /// the app ran before, so no second "List" appears.
  func handleFirstTime() {
    guard defaults.bool(forKey: "FirstTime") else { return }
    if !foundDataFile {
      lists.append(Checklist(name: "List"))
      // The list is on disk before "FirstTime" turns false: a crash in between would
      // otherwise lose the first list for good.
      guard saveChecklists() else { return }
      indexOfSelectedChecklist = 0
    }
    defaults.set(false, forKey: "FirstTime")
  }
  // end excerpt

  // MARK: - Sorting

  /// Puts the lists in order by name, the way the Finder sorts file names: ignoring case,
  /// and comparing numbers by their value, so "List 2" comes before "List 10".
  func sortChecklists() {
    lists.sort { list1, list2 in
      list1.name.localizedStandardCompare(list2.name) == .orderedAscending
    }
  }

  // MARK: - Saving and loading

  /// The file the lists are saved in.
  func dataFilePath() -> URL {
    documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// Writes every list, with its items, to the file, replacing it in one atomic step.
  ///
  /// - Returns: Whether the lists are on disk now.
  @discardableResult
  func saveChecklists() -> Bool {
    guard canSave else { return false }
    let encoder = PropertyListEncoder()
    do {
      let data = try encoder.encode(lists)
      try DataFile.write(data, to: dataFilePath(), beforeReplacing: beforeReplacing)
      let wasFailing = lastSaveError != nil
      lastSaveError = nil
      if wasFailing { delegate?.dataModelDidSaveAgain(self) }
      return true
    } catch {
      lastSaveError = error
      print("Could not save the checklists: \(error.localizedDescription)")
      delegate?.dataModel(self, didFailToSaveWith: error)
      return false
    }
  }

  // excerpt: load
  /// Reads the lists from the file, if there is one, and sorts them.
  ///
  /// A file that is there but cannot be read as lists (cut short, not a property list, the
  /// wrong types, empty, a folder) is moved aside before anything can be saved over it; the
  /// lists and items that can still be read from it are kept. A link to another file, or a
  /// file larger than ``largestDataFile``, is moved aside unread.
  func loadChecklists() {
    let url = dataFilePath()
    DataFile.removeUnfinishedWrites(of: url)
    // Unlike fileExists(atPath:), this looks at a link itself, not at what it points to.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return
    }
    foundDataFile = true
    if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
      keepDamagedFile(
        at: url,
        summary: "Your checklists (\(url.lastPathComponent)) were a link to another file, "
          + "which the app does not read as its own; it started without them.")
    } else if let size = attributes[.size] as? Int, size > Self.largestDataFile {
      keepDamagedFile(
        at: url,
        summary: "Your checklists (\(url.lastPathComponent)) are \(size / 1_000_000) MB, more "
          + "than the app reads (\(Self.largestDataFile / 1_000_000) MB); it started without "
          + "them.")
    } else {
      // Nil for a folder or a file that cannot be read.
      let data = try? Data(contentsOf: url)
      if let data, let saved = try? PropertyListDecoder().decode([Checklist].self, from: data) {
        lists = saved
      } else {
        lists = data.map(SalvagedChecklist.checklists(from:)) ?? []
        keepDamagedFile(at: url)
      }
    }
    sortChecklists()
    numberItemsWithoutTheirOwnID()
  }

  /// Moves a damaged data file aside and notes it for the user.
  func keepDamagedFile(at url: URL, summary: String? = nil) {
    let keptAt = moveAside(url)
    if keptAt == nil {
      // Still in place: never save over it.
      canSave = false
    }
    damagedFiles.append(
      DamagedFile(
        summary: summary
          ?? "Your checklists (\(url.lastPathComponent)) could not be read; the app opened "
          + "what it could.",
        keptAt: keptAt, folder: "Documents"))
    // The stored index counted rows of the old lists; it names nothing in these.
    indexOfSelectedChecklist = -1
  }
  // end excerpt
}

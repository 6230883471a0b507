import HeadlessUIKit

/// The app's data: every checklist, and saving and loading them. The app delegate makes it
/// once and hands it to the first screen.
final class DataModel {
  /// The checklists, in the order the all-lists screen shows them.
  var lists = [Checklist]()

  /// The folder the data file lives in: the app's Documents folder, or a test's.
  let documentsDirectory: URL

  /// The preferences: the app's, or a test's.
  let defaults: UserDefaults

  /// Whether a data file was there at launch, readable or not: proof that the app ran
  /// before, whatever the preferences say.
  private var foundDataFile = false

  /// The data files that could not be read at launch, for the all-lists screen to tell.
  var damagedFiles: [DamagedFile] = []

  /// False while a damaged file could not be moved aside: saving would write over it.
  private var canSave = true

  /// Loads the saved lists, registers the preferences' defaults, and on the very first
  /// launch makes a first list.
  init(documentsDirectory: URL, defaults: UserDefaults) {
    self.documentsDirectory = documentsDirectory
    self.defaults = defaults
    loadChecklists()
    registerDefaults()
    handleFirstTime()
  }

  // MARK: - Preferences

  /// The row of the list the user has open, or -1 when the all-lists screen shows: kept in
  /// the preferences, so that a relaunch can reopen that list.
  var indexOfSelectedChecklist: Int {
    // Anything but a whole number (an edited or damaged preferences file) means none.
    get { defaults.object(forKey: "ChecklistIndex") as? Int ?? -1 }
    set { defaults.set(newValue, forKey: "ChecklistIndex") }
  }

  /// Gives "ChecklistIndex" (no list open) and "FirstTime" (yes) a value until the app sets
  /// one. Registered values are never written, so this runs at every launch.
  func registerDefaults() {
    defaults.register(defaults: ["ChecklistIndex": -1, "FirstTime": true, "ChecklistItemID": 0])
  }

  /// A number no item has had yet, for a new item's reminder: the one stored under
  /// "ChecklistItemID", which then goes up by one.
  func nextChecklistItemID() -> Int {
    let itemID = defaults.integer(forKey: "ChecklistItemID")
    defaults.set(itemID + 1, forKey: "ChecklistItemID")
    return itemID
  }

  /// On the first launch ever, makes a list named "List" and marks it as the open one, so
  /// that the user lands in a list ready to take items.
  /// The list is on disk before its index and "FirstTime" are stored: a crash in between
  /// loses nothing. A data file found at launch means the app ran before: no list is added.
  func handleFirstTime() {
    guard defaults.bool(forKey: "FirstTime") else { return }
    if !foundDataFile {
      lists.append(Checklist(name: "List"))
      saveChecklists()
      indexOfSelectedChecklist = 0
    }
    defaults.set(false, forKey: "FirstTime")
  }

  // MARK: - Sorting

  /// Puts the lists in order by name, as the Finder sorts file names: ignoring case, and
  /// comparing numbers by their value, so "List 2" comes before "List 10".
  func sortChecklists() {
    lists.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
  }

  // MARK: - Saving and loading

  /// The file the lists are saved in.
  func dataFilePath() -> URL {
    documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// Writes every list, with its items, to the file, replacing it in one atomic step.
  func saveChecklists() {
    guard canSave else { return }
    let encoder = PropertyListEncoder()
    do {
      let data = try encoder.encode(lists)
      try data.write(to: dataFilePath(), options: .atomic)
    } catch {
      print("Could not save the checklists: \(error.localizedDescription)")
    }
  }

  /// Reads the lists from the file, if there is one, and sorts them; keeps a file that
  /// cannot be read aside.
  func loadChecklists() {
    let url = dataFilePath()
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    foundDataFile = true
    let decoder = PropertyListDecoder()
    if let data = try? Data(contentsOf: url),
      let saved = try? decoder.decode([Checklist].self, from: data)
    {
      lists = saved
      sortChecklists()
    } else {
      keepDamagedFile(at: url)
    }
  }

  /// Moves a file that could not be read aside (or, if it cannot be moved, stops saving
  /// over it), notes it for the user, and forgets the open list: the stored index counted
  /// the old lists.
  func keepDamagedFile(at url: URL) {
    let keptAt = DataFile.moveAside(url)
    if keptAt == nil {
      canSave = false
    }
    damagedFiles.append(DamagedFile(name: url.lastPathComponent, keptAt: keptAt))
    indexOfSelectedChecklist = -1
  }
}

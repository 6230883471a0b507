// The app's data: every checklist, saving and loading them, and the user's preferences.

import HeadlessUIKit

/// Owns the checklists and everything about keeping them: the data file and the two
/// preferences.
///
/// The app delegate makes one at launch and hands it to the all-lists screen, so no screen
/// loads or saves anything itself:
///
/// ```swift
/// let dataModel = DataModel(
///   documentsDirectory: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0],
///   defaults: UserDefaults.standard)
/// dataModel.lists.append(Checklist(name: "Groceries"))
/// dataModel.saveChecklists()
/// ```
///
/// The lists are saved only when ``saveChecklists()`` is called, which the app delegate
/// does when the app goes to the background or is terminated. A change made since then is
/// lost if the app crashes: that is the limit of this design.
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

  /// Loads the saved lists, registers the preferences' defaults, and on the very first
  /// launch creates a first list.
  init(documentsDirectory: URL, defaults: UserDefaults) {
    self.documentsDirectory = documentsDirectory
    self.defaults = defaults
    loadChecklists()
    registerDefaults()
    handleFirstTime()
  }

  // MARK: - Preferences

  /// The row of the list the user has open, or -1 when the all-lists screen shows.
  ///
  /// Stored in the preferences under "ChecklistIndex", so that a relaunch can reopen that
  /// list. It may name a list that no longer exists: read it with care.
  var indexOfSelectedChecklist: Int {
    get { defaults.integer(forKey: "ChecklistIndex") }
    set { defaults.set(newValue, forKey: "ChecklistIndex") }
  }

  /// Gives "ChecklistIndex" (no list open) and "FirstTime" (yes) a value until the app sets
  /// one. Registered values are never written, so this runs at every launch.
  func registerDefaults() {
    defaults.register(defaults: ["ChecklistIndex": -1, "FirstTime": true])
  }

  /// On the first launch ever, creates a list named "List" and marks it as the open one,
  /// so that the user lands in a list ready to take items.
  func handleFirstTime() {
    let firstTime = defaults.bool(forKey: "FirstTime")
    if firstTime {
      let checklist = Checklist(name: "List")
      lists.append(checklist)
      indexOfSelectedChecklist = 0
      // The book calls synchronize() here; the sandbox's preferences are on disk as soon as
      // set returns, so there is nothing to force.
      defaults.set(false, forKey: "FirstTime")
    }
  }

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
  func saveChecklists() {
    let encoder = PropertyListEncoder()
    do {
      let data = try encoder.encode(lists)
      try data.write(to: dataFilePath(), options: .atomic)
    } catch {
      print("Could not save the checklists: \(error.localizedDescription)")
    }
  }

  /// Reads the lists from the file, if there is one, and sorts them.
  func loadChecklists() {
    guard let data = try? Data(contentsOf: dataFilePath()) else { return }
    let decoder = PropertyListDecoder()
    do {
      lists = try decoder.decode([Checklist].self, from: data)
      sortChecklists()
    } catch {
      print("Could not load the checklists: \(error.localizedDescription)")
    }
  }
}

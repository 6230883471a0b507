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
    get { defaults.integer(forKey: "ChecklistIndex") }
    set { defaults.set(newValue, forKey: "ChecklistIndex") }
  }

  /// Gives "ChecklistIndex" (no list open) and "FirstTime" (yes) a value until the app sets
  /// one. Registered values are never written, so this runs at every launch.
  func registerDefaults() {
    defaults.register(defaults: ["ChecklistIndex": -1, "FirstTime": true])
  }

  /// On the first launch ever, makes a list named "List" and marks it as the open one, so
  /// that the user lands in a list ready to take items.
  func handleFirstTime() {
    let firstTime = defaults.bool(forKey: "FirstTime")
    if firstTime {
      let checklist = Checklist(name: "List")
      lists.append(checklist)
      indexOfSelectedChecklist = 0
      defaults.set(false, forKey: "FirstTime")
    }
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

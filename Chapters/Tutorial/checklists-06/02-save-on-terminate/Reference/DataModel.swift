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

  /// Loads the saved lists.
  init(documentsDirectory: URL, defaults: UserDefaults) {
    self.documentsDirectory = documentsDirectory
    self.defaults = defaults
    loadChecklists()
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

  /// Reads the lists from the file, if there is one.
  func loadChecklists() {
    guard let data = try? Data(contentsOf: dataFilePath()) else { return }
    let decoder = PropertyListDecoder()
    do {
      lists = try decoder.decode([Checklist].self, from: data)
    } catch {
      print("Could not load the checklists: \(error.localizedDescription)")
    }
  }
}

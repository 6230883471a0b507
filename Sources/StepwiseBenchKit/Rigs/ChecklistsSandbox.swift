// Prepares a sandbox for Checklists06 the way earlier launches would have left it.

import Checklists06
import Foundation
import HeadlessUIKitCore

/// Writes Checklists06's two files into a sandbox before launch: its data file
/// `Documents/Checklists.plist` and its preferences, so the app starts as if it had been used.
@MainActor
enum ChecklistsSandbox {
  /// The app's data file in a sandbox.
  static func dataFile(in sandbox: AppSandbox) -> URL {
    sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// Saves the lists the way the app does and marks the first launch as done, with
  /// `openList` as the open list (-1 for the all-lists screen).
  static func prepare(_ sandbox: AppSandbox, lists: [StoredChecklist], openList: Int) throws {
    let data = try PropertyListEncoder().encode(lists)
    try data.write(to: dataFile(in: sandbox), options: .atomic)
    let defaults = AppDefaults(
      sandbox: sandbox, bundleIdentifier: Checklists06.app.bundleIdentifier)
    defaults.set(false, forKey: "FirstTime")
    defaults.set(openList, forKey: "ChecklistIndex")
  }

  /// Reads back the lists the app saved.
  static func savedLists(in sandbox: AppSandbox) throws -> [StoredChecklist] {
    let data = try Data(contentsOf: dataFile(in: sandbox))
    return try PropertyListDecoder().decode([StoredChecklist].self, from: data)
  }
}

// Gestures and file reads that the hardened stage's tests share.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

extension AppSandbox {
  /// `Documents/Checklists.plist`, the app's data file.
  var dataFile: URL {
    documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// The app's preferences file in `Library/Preferences`.
  var preferencesFile: URL {
    preferencesDirectory.appendingPathComponent("\(Checklists08.app.bundleIdentifier).plist")
  }

  /// The names of the files in `Documents`, sorted.
  func documentsFileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: documentsDirectory.path).sorted()
  }

  /// The lists the data file holds now, decoded the way the app decodes them.
  func savedLists() throws -> [Checklist] {
    try PropertyListDecoder().decode([Checklist].self, from: Data(contentsOf: dataFile))
  }

  /// Writes a data file holding these lists.
  func writeLists(_ lists: [Checklist]) throws {
    try PropertyListEncoder().encode(lists).write(to: dataFile)
  }

  /// Writes a preferences file by hand, as XML: the body goes inside its `<dict>`.
  func writePreferences(xmlBody: String) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(xmlBody)
      </dict>
      </plist>
      """
    try Data(xml.utf8).write(to: preferencesFile)
  }

  /// Writes the preferences of an app that ran before, with no list open.
  func writePreferencesOfAnEarlierLaunch() throws {
    try writePreferences(
      xmlBody: "<key>ChecklistIndex</key><integer>-1</integer><key>FirstTime</key><false/>")
  }
}

extension Device {
  /// The running app's data model.
  var dataModel: DataModel {
    get throws {
      try #require((application?.delegate as? AppDelegate)?.dataModel)
    }
  }

  /// Whether the Done button (the right bar button) is enabled.
  var isDoneEnabled: Bool {
    barButtons.last?.isEnabled == true
  }
}

extension Checklist {
  /// The list in one line, for comparing: "Name (icon): item, done item √".
  var summary: String {
    let texts = items.map { $0.checked ? "\($0.text) √" : $0.text }
    return "\(name) (\(iconName)): \(texts.joined(separator: ", "))"
  }
}

// Shared steps for the todo-codable tests: adding a to-do and looking at the sandbox.

import Foundation
import HeadlessUIKit
import ViewHarness

@testable import TodoCodable

extension Device {
  /// Taps "+", types the title into the alert and taps OK.
  func addTodo(_ title: String) throws {
    try tap("+")
    try type(title)
    try tap("OK")
  }
}

extension AppSandbox {
  /// Where todo-codable keeps its list.
  var todoFileURL: URL {
    documentsDirectory.appendingPathComponent("Todos.json")
  }

  /// The saved list, decoded from the file on disk.
  func savedTodos() throws -> [Todo] {
    try JSONDecoder().decode([Todo].self, from: Data(contentsOf: todoFileURL))
  }

  /// The files in Documents, sorted.
  func documentNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: documentsDirectory.path).sorted()
  }

  /// An app's preferences, read from disk.
  @MainActor
  func preferences(of app: AppDescriptor) -> AppDefaults {
    AppDefaults(sandbox: self, bundleIdentifier: app.bundleIdentifier)
  }
}

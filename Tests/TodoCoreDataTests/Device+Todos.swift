// Shared steps for the todo-coredata tests: adding a to-do and looking at the sandbox.

import Foundation
import HeadlessUIKit
import ViewHarness

@testable import TodoCoreData

extension Device {
  /// Taps "+", types the title into the alert and taps OK.
  func addTodo(_ title: String) throws {
    try tap("+")
    try type(title)
    try tap("OK")
  }
}

extension AppSandbox {
  /// Where todo-coredata's store keeps its objects: `Library/Application Support`, as on iOS.
  var storeURL: URL {
    libraryDirectory.appendingPathComponent("Application Support/TodoList.sqlite")
  }

  /// Where todo-codable kept its list, which todo-coredata imports once.
  var oldFileURL: URL {
    documentsDirectory.appendingPathComponent("Todos.json")
  }

  /// Leaves in Documents the file todo-codable writes for a list, newest first.
  func writeOldList(_ todos: [LegacyTodo]) throws {
    try JSONEncoder().encode(todos).write(to: oldFileURL)
  }

  /// The names of the files in a folder of the sandbox, sorted.
  func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

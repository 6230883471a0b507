// A Checklists stage, for the tests every stage with the same screen must pass.

import HeadlessUIKit
import Testing
import ViewHarness

/// A stage the shared tests run: its app, and a reader for the items of its list screen
/// (each stage has a `ChecklistViewController` and a `ChecklistItem` of its own, so the one
/// file that imports the stage reads them).
struct Stage: Sendable, CustomTestStringConvertible {
  /// The stage's target.
  let name: String
  /// The app to launch.
  let app: AppDescriptor
  /// The text and checkmark of each item of the visible list screen; nil on another screen.
  let items: @MainActor @Sendable (Device) -> [(text: String, checked: Bool)]?

  var testDescription: String { name }

  /// The stages whose first screen is the one list of items (before chapter 04 saves it).
  static let firstScreenIsTheList: [Stage] = [.checklists01, .checklists02, .checklists03]
}

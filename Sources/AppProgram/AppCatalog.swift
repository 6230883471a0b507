// The apps the tool knows, in teaching order, with the source folder of each.

import HeadlessUIKitCore
import StepwiseBasics

/// The apps `stepwise` can run, list and compare, in the order the chapters teach them.
///
/// Adding an app is one line in ``standard``: its descriptor and its target's name (the
/// folder under `Sources/` that `stepwise diff` compares).
package struct AppCatalog: Sendable {
  /// One app and the target that builds it.
  package struct Entry: Sendable {
    /// The app's descriptor.
    package let app: AppDescriptor
    /// The target's name: its sources are in `Sources/<target>/`.
    package let target: String

    package init(_ app: AppDescriptor, target: String) {
      self.app = app
      self.target = target
    }
  }

  /// The apps, in teaching order.
  package let entries: [Entry]

  package init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// The app with this id.
  package func entry(id: String) -> Entry? {
    entries.first { $0.app.id == id }
  }

  /// The app with this id or target name.
  package func entry(idOrTarget name: String) -> Entry? {
    entry(id: name) ?? entries.first { $0.target == name }
  }

  /// The most advanced stage of the Checklists progression: what `stepwise` opens.
  package var finishedChecklists: Entry? {
    entries.last { $0.app.id.hasPrefix("checklists-") }
  }

  /// The apps, in order.
  package var apps: [AppDescriptor] { entries.map(\.app) }

  /// The message for an id no app has: the closest id, else the list.
  package func unknownAppMessage(_ id: String) -> String {
    if let suggestion = Spelling.suggestion(for: id, among: ids) {
      return localized("there is no app \"\(id)\" (did you mean \(suggestion)?)")
    }
    let apps = ids.isEmpty ? localized("none yet") : ids.joined(separator: ", ")
    return localized("there is no app \"\(id)\" (apps: \(apps))")
  }

  /// The ids, in order, for messages that list them.
  package var ids: [String] { entries.map(\.app.id) }

  /// The apps the running program knows: none, unless it says which for a run, as `stepwise`
  /// does with every app it links (`AppCatalog.$current.withValue(.standard) { … }`), so that
  /// only the program that links the apps names them.
  @TaskLocal package static var current = AppCatalog([])
}

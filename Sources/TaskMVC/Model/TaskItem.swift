// One task: what to do and by when.

import Foundation

/// A task: its text and its deadline.
///
/// The article calls this type `Task`. Since Swift 5.5 that name belongs to Swift
/// concurrency's `Task`, and a type of the same name hides it in the whole module, so here
/// it is `TaskItem`.
struct TaskItem: Codable, Equatable, Sendable {
  /// What to do.
  var text: String

  /// When it must be done.
  var deadline: Date
}

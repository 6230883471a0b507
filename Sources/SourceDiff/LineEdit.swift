// One step of an edit script: keep a line, remove one, or insert one.

/// One step of an edit script.
package enum LineEdit: Equatable, Sendable {
  /// The line is in both: at this index in the old list and this one in the new.
  case keep(old: Int, new: Int)
  /// The old line at this index is removed.
  case remove(old: Int)
  /// The new line at this index is inserted.
  case insert(new: Int)
}

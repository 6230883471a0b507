// What each of the device's own transcript lines is: a gesture, what a watch saw, what the
// app printed, a failure. The page's flow puts a line in its lane by this, not by its words.

/// The kind of one of the device's own lines of the transcript, and the words it starts with.
///
/// A UIKit call has its ``TraceOrigin`` instead; a line with neither (`the clock reads …`) is
/// the harness's own remark.
///
/// ```swift
/// TaggedLine(.model, "ChecklistViewController.items[0].checked: false → true").shown
/// // "model: ChecklistViewController.items[0].checked: false → true"
/// ```
package enum TranscriptTag: String, Codable, Sendable, CaseIterable {
  /// A gesture's heading: `▶ tap row 2`.
  case gesture
  /// What the app's code changed in a cell on screen: `view: row [0, 0] accessoryType: …`.
  case view
  /// What the app's code changed in its model: `model: ChecklistViewController.items[0] …`.
  case model
  /// A file the app read: `storage: read Documents/Checklists.plist (412 bytes)`.
  case storageRead
  /// A file or a preference the app wrote, made or deleted: `storage: wrote …`.
  case storage
  /// A controller calling another it holds: `delegate: A → B (delegate: BDelegate)`.
  case handOver
  /// What UIKit logged to the console: `console: Attempt to present …`.
  case console
  /// What the app's code printed: `print: saved`.
  case print
  /// A gesture that could not be made, or a check that did not hold: `✗ there is no row 9`.
  case failure
  /// The exception that stopped the app, in UIKit's words: `*** Terminating app …`.
  case crash

  /// The words a line of this kind starts with, before what it says.
  package var words: String {
    switch self {
    case .gesture: "▶ "
    case .view: "view: "
    case .model: "model: "
    case .storageRead: "storage: read "
    case .storage: "storage: "
    case .handOver: "delegate: "
    case .console: "console: "
    case .print: "print: "
    case .failure: "✗ "
    case .crash: "*** "
    }
  }
}

/// One of the device's own lines: its kind, and what it says after the kind's words.
package struct TaggedLine: Equatable, Sendable {
  package var tag: TranscriptTag
  package var text: String

  package init(_ tag: TranscriptTag, _ text: String) {
    self.tag = tag
    self.text = text
  }

  /// The line as the transcript shows it: the kind's words, then the text.
  package var shown: String { tag.words + text }
}

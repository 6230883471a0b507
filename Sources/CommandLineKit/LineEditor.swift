// Reading a line at a terminal with editing, history and completion, in the terminal's raw mode.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a terminal the way a shell does: the arrow keys move and recall earlier
/// lines, backspace works anywhere, Home/End and Ctrl-A/Ctrl-E jump, Tab completes, and
/// Ctrl-C or Ctrl-D ends the input.
///
/// The terminal is put in raw mode only while a line is read, and always put back; only its
/// input is raw, so a line break written still starts the next line at its left edge. What
/// the keys do is ``LineSession``'s work, which needs no terminal.
///
/// ```swift
/// let editor = LineEditor(input: STDIN_FILENO) { print($0, terminator: "") }
/// while let line = editor.readLine(prompt: "> ", complete: { _ in [] }) { … }
/// ```
@MainActor
package final class LineEditor {
  /// The lines entered so far, oldest first (set to carry on an earlier session's).
  package var history: [String] = []

  private let input: Int32
  private let write: (String) -> Void

  /// An editor reading keys from a terminal's file descriptor and drawing with `write`.
  package init(input: Int32, write: @escaping (String) -> Void) {
    self.input = input
    self.write = write
  }

  /// Reads one line after showing `prompt`; nil when the user ends the input (Ctrl-D on an
  /// empty line, Ctrl-C) or the terminal closes. `complete` gives the lines that could
  /// follow what is typed so far.
  package func readLine(prompt: String, complete: (String) -> [String]) -> String? {
    // Raw mode first, then the prompt: keys typed as soon as the prompt shows must not be
    // echoed or buffered by the terminal's own line mode.
    guard let raw = KeyboardMode(input) else {
      write(prompt)
      return Swift.readLine(strippingNewline: true)
    }
    defer { raw.restore() }
    write(prompt)
    var session = LineSession(history: history, prompt: prompt)
    while true {
      guard let byte = readByte() else {
        write("\n")
        return nil
      }
      var bytes = [byte]
      let fed = session.feed(&bytes, complete: complete)
      write(fed.drawing)
      switch fed.entered {
      case .line(let line):
        history = session.history
        return line
      case .end:
        return nil
      case nil:
        continue
      }
    }
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(input, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}

/// Lines edited at one terminal, one after another, with no terminal of its own: the caller
/// reads bytes when it likes and ``feed(_:complete:)`` turns them into keys, edits the line,
/// says what to draw, and keeps the lines entered as the history the next line recalls.
///
/// ```swift
/// var session = LineSession(history: [], prompt: "> ")
/// var bytes = Array("hint\rnext".utf8)
/// let fed = session.feed(&bytes, complete: { _ in [] })
/// // fed.entered == .line("hint"), bytes == Array("next".utf8)
/// ```
package struct LineSession {
  /// What a key did to the input as a whole.
  package enum Entered: Equatable {
    /// A line was entered.
    case line(String)
    /// The input ended: Ctrl-D on an empty line, or Ctrl-C.
    case end
  }

  /// What feeding bytes gave: what the terminal must be sent, and whether a line was entered
  /// or the input ended.
  package struct Fed: Equatable {
    /// What to write to the terminal, in order.
    package var drawing = ""
    /// The line entered or the input's end, or nil while a line is still being typed.
    package var entered: Entered?
  }

  /// The lines entered so far, oldest first (without empty lines or a line entered twice in
  /// a row).
  package private(set) var history: [String]
  /// What is shown before the line.
  private let prompt: String
  private var decoder = KeyDecoder()
  private var editing: LineEditing
  private var lastWasTab = false

  /// A session that recalls `history` and draws lines after `prompt`.
  package init(history: [String] = [], prompt: String = "") {
    self.history = history
    self.prompt = prompt
    editing = LineEditing(history: history)
  }

  /// Takes bytes from the front of `bytes` until a line is entered or the input ends, or
  /// until none is left; the bytes after such a key stay in `bytes` for the next line.
  /// `complete` gives the lines that could follow what is typed (for Tab).
  package mutating func feed(_ bytes: inout [UInt8], complete: (String) -> [String]) -> Fed {
    var fed = Fed()
    var taken = 0
    defer { bytes.removeFirst(taken) }
    while taken < bytes.count {
      let byte = bytes[taken]
      taken += 1
      guard let key = decoder.feed(byte) else { continue }
      let reply = editing.handle(key, complete: complete, listing: lastWasTab)
      lastWasTab = key == .tab
      fed.drawing += editing.drawing(reply, prompt: prompt)
      switch reply {
      case .done(let line):
        if !line.isEmpty, history.last != line { history.append(line) }
        editing = LineEditing(history: history)
        fed.entered = .line(line)
        return fed
      case .end:
        fed.entered = .end
        return fed
      default:
        continue
      }
    }
    return fed
  }
}

/// A line being edited: its characters, the cursor, and where the history is; what each key
/// does to it, and what the terminal must show in reply.
package struct LineEditing {
  /// What the terminal must do after a key.
  package enum Reply: Equatable {
    /// Nothing changed.
    case nothing
    /// Typed at the end of the line: write these characters.
    case echo(String)
    /// Write the whole line again.
    case redraw
    /// Show these completions under the line, then the line again.
    case list([String])
    /// Ring the bell: the key could do nothing.
    case bell
    /// The line is entered.
    case done(String)
    /// The input ends.
    case end
  }

  /// The line's characters.
  package private(set) var text: [Character] = []
  /// The cursor, as an index into ``text``.
  package private(set) var cursor = 0
  private let history: [String]
  /// The history entry shown, or nil for the line being typed.
  private var historyIndex: Int?
  /// The line being typed, kept while the history is browsed.
  private var draft: [Character] = []

  /// A new, empty line with these earlier lines to recall.
  package init(history: [String]) {
    self.history = history
  }

  /// Applies a key; `listing` says the key before was Tab too.
  package mutating func handle(
    _ key: Key, complete: (String) -> [String], listing: Bool = false
  ) -> Reply {
    switch key {
    case .character(let character):
      text.insert(character, at: cursor)
      cursor += 1
      return cursor == text.count ? .echo(String(character)) : .redraw
    case .left:
      guard cursor > 0 else { return .bell }
      cursor -= 1
      return .redraw
    case .right:
      guard cursor < text.count else { return .bell }
      cursor += 1
      return .redraw
    case .home:
      cursor = 0
      return .redraw
    case .end:
      cursor = text.count
      return .redraw
    case .backspace:
      guard cursor > 0 else { return .bell }
      text.remove(at: cursor - 1)
      cursor -= 1
      return .redraw
    case .delete:
      guard cursor < text.count else { return .bell }
      text.remove(at: cursor)
      return .redraw
    case .killToStart:
      text.removeSubrange(0..<cursor)
      cursor = 0
      return .redraw
    case .up:
      return recall(historyIndex.map { $0 - 1 } ?? history.count - 1)
    case .down:
      guard let index = historyIndex else { return .bell }
      return recall(index + 1)
    case .tab:
      return completion(complete, listing: listing)
    case .enter:
      return .done(String(text))
    case .interrupt:
      return .end
    case .endOfInput:
      guard text.isEmpty else {
        guard cursor < text.count else { return .bell }
        text.remove(at: cursor)
        return .redraw
      }
      return .end
    case .other:
      return .nothing
    }
  }

  /// What the terminal must be sent after a key's reply, the line being shown after
  /// `prompt`.
  package func drawing(_ reply: Reply, prompt: String) -> String {
    switch reply {
    case .nothing: return ""
    case .echo(let text): return text
    case .redraw: return redrawn(prompt: prompt)
    case .list(let candidates):
      return "\n" + candidates.joined(separator: "  ") + "\n" + redrawn(prompt: prompt)
    case .bell: return "\u{07}"
    case .done, .end: return "\n"
    }
  }

  /// The prompt and the line again, with the cursor where it belongs.
  private func redrawn(prompt: String) -> String {
    let after = String(text[cursor...]).displayWidth
    return "\r" + prompt + String(text) + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : "")
  }

  /// Shows a history entry, or the draft after the newest.
  private mutating func recall(_ index: Int) -> Reply {
    guard index >= 0, index <= history.count, !history.isEmpty else { return .bell }
    if historyIndex == nil { draft = text }
    if index == history.count {
      historyIndex = nil
      text = draft
    } else {
      historyIndex = index
      text = Array(history[index])
    }
    cursor = text.count
    return .redraw
  }

  /// Completes what is typed before the cursor: to the only candidate, else as far as all
  /// candidates agree; a second Tab lists them.
  private mutating func completion(_ complete: (String) -> [String], listing: Bool) -> Reply {
    let typed = String(text[..<cursor])
    let candidates = complete(typed).filter { $0.hasPrefix(typed) && $0 != typed }
    guard let first = candidates.first else { return .bell }
    var shared = first
    for candidate in candidates.dropFirst() {
      shared = String(shared.commonPrefix(with: candidate))
    }
    if shared.count > typed.count {
      text.replaceSubrange(0..<cursor, with: Array(shared))
      cursor = shared.count
      return .redraw
    }
    return listing ? .list(candidates) : .bell
  }
}

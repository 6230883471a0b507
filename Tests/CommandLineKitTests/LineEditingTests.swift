// What each key does to the line being edited, and how a terminal's bytes become keys.

import Testing

@testable import CommandLineKit

@Suite struct LineEditingTests {
  /// Feeds keys to a new line and returns it with the last reply.
  func edit(
    _ keys: [Key], history: [String] = [], complete: (String) -> [String] = { _ in [] }
  ) -> (LineEditing, LineEditing.Reply) {
    var line = LineEditing(history: history)
    var reply = LineEditing.Reply.nothing
    var previous: Key?
    for key in keys {
      reply = line.handle(key, complete: complete, listing: previous == .tab)
      previous = key
    }
    return (line, reply)
  }

  func characters(_ text: String) -> [Key] { text.map(Key.character) }

  @Test func typingAtTheEndEchoesAndEnterGivesTheLine() {
    var line = LineEditing(history: [])
    #expect(line.handle(.character("t"), complete: { _ in [] }) == .echo("t"))
    let (_, reply) = edit(characters("tap row 0") + [.enter])
    #expect(reply == .done("tap row 0"))
  }

  @Test func theCursorMovesAndEditsHappenWhereItIs() {
    let (line, _) = edit(
      characters("tap rw 0") + [.left, .left, .left, .character("o")] + [.home, .delete]
        + [.end, .backspace, .character("2")])
    #expect(String(line.text) == "ap row 2")
    #expect(line.cursor == line.text.count)
    let (killed, _) = edit(characters("typo here") + [.left, .left, .left, .left, .killToStart])
    #expect(String(killed.text) == "here")
    #expect(killed.cursor == 0)
    #expect(edit([.left]).1 == .bell)
  }

  @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
    let history = ["tap row 0", "tap \"+\""]
    let (newest, _) = edit([.up], history: history)
    #expect(String(newest.text) == "tap \"+\"")
    let (oldest, _) = edit([.up, .up], history: history)
    #expect(String(oldest.text) == "tap row 0")
    let (draft, _) = edit(characters("ex") + [.up, .up, .down, .down], history: history)
    #expect(String(draft.text) == "ex")
    #expect(edit([.up, .up, .up], history: history).1 == .bell)
  }

  @Test func tabCompletesAsFarAsTheCandidatesAgreeAndASecondTabListsThem() {
    let titles = ["tap \"Done\"", "tap \"Delete\"", "tap row 0"]
    let complete = { (typed: String) in titles.filter { $0.hasPrefix(typed) } }
    let (one, _) = edit(characters("tap r") + [.tab], complete: complete)
    #expect(String(one.text) == "tap row 0")
    let (shared, _) = edit(characters("tap \"") + [.tab], complete: complete)
    #expect(String(shared.text) == "tap \"D")
    let (_, listed) = edit(characters("tap \"D") + [.tab, .tab], complete: complete)
    #expect(listed == .list(["tap \"Done\"", "tap \"Delete\""]))
    #expect(edit(characters("zzz") + [.tab], complete: complete).1 == .bell)
  }

  @Test func ctrlCEndsAndCtrlDEndsOnlyAnEmptyLine() {
    #expect(edit([.interrupt]).1 == .end)
    #expect(edit([.endOfInput]).1 == .end)
    let (line, reply) = edit(characters("ab") + [.home, .endOfInput])
    #expect(reply == .redraw)
    #expect(String(line.text) == "b")
  }

  @Test func bytesBecomeKeysWhateverTheirLength() {
    var decoder = KeyDecoder()
    func keys(_ bytes: [UInt8]) -> [Key] { bytes.compactMap { decoder.feed($0) } }
    #expect(keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x44]) == [.up, .left])
    #expect(keys([0x1B, 0x5B, 0x33, 0x7E, 0x1B, 0x4F, 0x48]) == [.delete, .home])
    #expect(keys(Array("é牛👩‍👩‍👧".utf8)).count >= 3)
    #expect(keys(Array("é".utf8)) == [.character("é")])
    #expect(
      keys([0x7F, 0x09, 0x0D, 0x03, 0x04, 0x15]) == [
        .backspace, .tab, .enter, .interrupt, .endOfInput, .killToStart,
      ])
  }

  @Test func aSessionTakesBytesUpToTheLineEnteredAndLeavesTheRestForTheNext() {
    var session = LineSession(prompt: "> ")
    var bytes = Array("hint\rne".utf8)

    let first = session.feed(&bytes, complete: { _ in [] })
    #expect(first == LineSession.Fed(drawing: "hint\n", entered: .line("hint")))
    #expect(bytes == Array("ne".utf8))

    let typing = session.feed(&bytes, complete: { _ in [] })
    #expect(typing == LineSession.Fed(drawing: "ne", entered: nil))
    #expect(bytes.isEmpty)
    bytes = Array("xt\r".utf8)
    #expect(session.feed(&bytes, complete: { _ in [] }).entered == .line("next"))
    #expect(session.history == ["hint", "next"])
  }

  @Test func aSessionKeepsHalfAKeyTheTabBeforeAndTheHistoryFromOneFeedToTheNext() {
    var session = LineSession(history: ["list"], prompt: "> ")
    let complete: (String) -> [String] = { _ in ["hint", "help"] }
    func feed(_ text: String) -> LineSession.Fed {
      var bytes = Array(text.utf8)
      return session.feed(&bytes, complete: complete)
    }

    #expect(feed("\u{1B}[").drawing.isEmpty)
    #expect(feed("A").drawing == "\r> list\u{1B}[K")
    #expect(feed("\u{15}h\t").drawing == "\r> \u{1B}[Kh\u{07}")
    #expect(feed("\t").drawing == "\nhint  help\n\r> h\u{1B}[K")
    #expect(feed("\r").entered == .line("h"))
    #expect(session.history == ["list", "h"])
    #expect(feed("\u{04}") == LineSession.Fed(drawing: "\n", entered: .end))
  }
}

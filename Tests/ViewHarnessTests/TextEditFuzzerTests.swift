// The Unicode edit fuzzer: its ranges, and the two kinds of bug it exists to find.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import Testing

@testable import ViewHarness

@MainActor
@Suite struct TextEditFuzzerTests {
  @Test func rangesSplitSurrogatePairsAndRunPastTheEnd() {
    let text = "a😀e\u{301}"  // units: a, two halves of 😀, e, the accent
    #expect(UnicodeRanges.boundaries(of: text, by: .characters) == [0, 1, 3, 5])
    #expect(UnicodeRanges.boundaries(of: text, by: .scalars) == [0, 1, 3, 4, 5])
    var random = SplitMix64(seed: 1)
    var splitPair = false
    var pastTheEnd = false
    var unconvertible = false
    for _ in 0..<400 {
      let range = UnicodeRanges.random(in: text, using: &random)
      #expect(range.location >= 0 && range.length >= 0)
      splitPair = splitPair || range.location == 2 || range.location + range.length == 2
      pastTheEnd = pastTheEnd || range.location + range.length > 5
      unconvertible = unconvertible || Range(range, in: text) == nil
    }
    #expect(splitPair && pastTheEnd && unconvertible)
  }

  @Test func aDoneButtonOneEditLateIsFoundAndShrunkToOneKeystroke() throws {
    var fuzzer = TextEditFuzzer(app: EditFieldApp.oneEditLate, reach: [])
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    let failure = try #require(fuzzer.run(FuzzBudget(steps: 200, walkLength: 50)).failure)
    guard case .check(let message) = failure.kind else {
      Issue.record("expected a failed check, found \(failure)")
      return
    }
    #expect(message.hasPrefix("\"Done\" is disabled while the field holds"))
    #expect(failure.shrunk.count == 1)
    #expect(failure.script.hasPrefix("launch edit-field-late\n"))
  }

  @Test func theBooksForceUnwrappedRangeCopesWithWholeCharacters() throws {
    let device = try Device(app: EditFieldApp.asInTheBook)
    try device.type("👍🏽x")
    try device.backspace(2)
    try device.replaceCharacters(in: NSRange(location: 0, length: 0), with: "é")
    #expect(device.fields.first?.text == "é")
    #expect(device.isEnabled("Done") == true)
  }

  @Test func theBooksForceUnwrappedRangeCrashesOnARangeThatSplitsASurrogatePair() async throws {
    // The book writes `Range(range, in: oldText)!`. No stage of Stepwise keeps it (each
    // refuses such a range instead); this screen does, and the app stops. The sandbox is
    // made here, since the process that stops cannot delete it.
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let root = sandbox.root.path
    await #expect(processExitsWith: .failure) { [root = root as String] in
      await MainActor.run {
        let sandbox = try? AppSandbox(root: URL(fileURLWithPath: root))
        let device = sandbox.flatMap { try? Device(app: EditFieldApp.asInTheBook, sandbox: $0) }
        try? device?.type("👍🏽")
        try? device?.replaceCharacters(in: NSRange(location: 1, length: 2), with: "")
      }
    }
  }
}

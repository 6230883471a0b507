// The hand-written Myers diff: shortest edit scripts, hunks, and renamed files paired up.

import StepwiseBasics
import Testing

@testable import SourceDiff

@Suite struct LineDiffTests {
  /// Applies an edit script to check that it really turns `old` into `new`.
  private func apply(_ edits: [LineEdit], _ old: [String], _ new: [String]) -> [String] {
    edits.compactMap { edit in
      switch edit {
      case .keep(let oldIndex, _): old[oldIndex]
      case .remove: nil
      case .insert(let newIndex): new[newIndex]
      }
    }
  }

  private func changes(_ edits: [LineEdit]) -> Int {
    edits.filter { if case .keep = $0 { false } else { true } }.count
  }

  @Test func identicalAndEmptyListsNeedNoEdits() {
    #expect(LineDiff.edits(from: [], to: []) == [])
    #expect(LineDiff.edits(from: ["a"], to: ["a"]) == [.keep(old: 0, new: 0)])
    #expect(LineDiff.edits(from: [], to: ["a", "b"]) == [.insert(new: 0), .insert(new: 1)])
    #expect(LineDiff.edits(from: ["a", "b"], to: []) == [.remove(old: 0), .remove(old: 1)])
  }

  @Test func aChangedLineIsRemovedThenInserted() {
    #expect(
      LineDiff.edits(from: ["a", "b", "c"], to: ["a", "x", "c"])
        == [.keep(old: 0, new: 0), .remove(old: 1), .insert(new: 1), .keep(old: 2, new: 2)])
  }

  @Test func theClassicExampleTakesTheFewestEdits() {
    let old = "ABCABBA".map(String.init)
    let new = "CBABAC".map(String.init)
    let edits = LineDiff.edits(from: old, to: new)
    #expect(apply(edits, old, new) == new)
    #expect(changes(edits) == 5)
  }

  @Test func manyRandomPairsAreDiffedCorrectlyAndMinimally() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        ["a", "b", "c", "d"].randomElement(using: &generator) ?? "a"
      }
      let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        ["a", "b", "c", "d"].randomElement(using: &generator) ?? "a"
      }
      let edits = LineDiff.edits(from: old, to: new)
      #expect(apply(edits, old, new) == new)
      #expect(changes(edits) == old.count + new.count - 2 * longestCommonSubsequence(old, new))
    }
  }

  @Test func similarityIsTheShareOfCommonLines() {
    #expect(LineDiff.similarity(["a", "b"], ["a", "b"]) == 1)
    #expect(LineDiff.similarity(["a", "b"], ["c"]) == 0)
    #expect(LineDiff.similarity(["a", "b", "c", "d"], ["a", "b", "x", "y"]) == 0.5)
  }

  /// The length of the longest common subsequence, by dynamic programming, to check Myers.
  private func longestCommonSubsequence(_ first: [String], _ second: [String]) -> Int {
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
    for i in stride(from: first.count - 1, through: 0, by: -1) {
      for j in stride(from: second.count - 1, through: 0, by: -1) {
        table[i][j] =
          first[i] == second[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}

// Plays ahead of the step being judged: each verdict is its own script's, the plays overlap,
// no more run at once than asked, and none outlives the check.

import Foundation
import Testing
import ViewHarness

@testable import TutorialCourse

@Suite struct PlaysAheadTests {
  /// Stands for a play: marks which script it was.
  struct Played: Error, Equatable {
    let index: Int
  }

  /// Counts the plays running, the most at once, and which ever started.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var running = 0
    private(set) var most = 0
    private(set) var started: [Int] = []

    func begin(_ index: Int) {
      lock.withLock {
        running += 1
        most = max(most, running)
        started.append(index)
      }
    }

    func end() { lock.withLock { running -= 1 } }

    var snapshot: (running: Int, most: Int, started: [Int]) {
      lock.withLock { (running, most, started.sorted()) }
    }
  }

  /// A play of script `index` that takes `seconds(index)` and is marked with its index.
  static func plays(
    _ counter: Counter, seconds: @escaping @Sendable (Int) -> Double
  ) -> @Sendable (Int) throws -> JudgedPlay.Verdict {
    { index in
      counter.begin(index)
      defer { counter.end() }
      Thread.sleep(forTimeInterval: seconds(index))
      throw Played(index: index)
    }
  }

  func index(of outcome: PlaysAhead.Outcome) -> Int? {
    guard case .failure(let error) = outcome else { return nil }
    return (error as? Played)?.index
  }

  @Test func eachVerdictIsItsOwnScriptsWhateverOrderThePlaysEndIn() {
    let counter = Counter()
    // The early scripts take longest, so later ones end first.
    let ahead = PlaysAhead(
      count: 6, width: 3, play: Self.plays(counter) { 0.02 * Double(6 - $0) })
    defer { ahead.finish() }
    #expect((0..<6).map { index(of: ahead.verdict(at: $0)) } == Array(0..<6))
  }

  @Test(arguments: [1, 2, 3])
  func noMoreRunAtOnceThanTheWidthAndTheyDoOverlap(width: Int) {
    let counter = Counter()
    let ahead = PlaysAhead(count: 8, width: width, play: Self.plays(counter) { _ in 0.05 })
    for index in 0..<8 { _ = ahead.verdict(at: index) }
    ahead.finish()
    #expect(counter.snapshot.most == width)
    #expect(counter.snapshot.started == Array(0..<8))
  }

  @Test func aCheckThatStopsEarlyLeavesOnlyTheNextFewPlayedAndNoneRunning() {
    let counter = Counter()
    let ahead = PlaysAhead(count: 20, width: 2, play: Self.plays(counter) { _ in 0.05 })
    _ = ahead.verdict(at: 0)
    ahead.finish()
    let snapshot = counter.snapshot
    #expect(snapshot.running == 0, "a play outlived finish()")
    #expect(snapshot.started == [0, 1], "played beyond the next one")
  }

  @Test func aStepSkippedIsPlayedAheadButNeverWaitedFor() {
    let counter = Counter()
    let ahead = PlaysAhead(count: 5, width: 2, play: Self.plays(counter) { _ in 0.01 })
    defer { ahead.finish() }
    #expect(index(of: ahead.verdict(at: 3)) == 3)
    #expect(index(of: ahead.verdict(at: 4)) == 4)
  }
}

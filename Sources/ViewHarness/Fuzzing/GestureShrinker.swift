// Delta debugging: the shortest list of gestures that still fails the same way.

/// Shrinks a failing list of gestures by dropping chunks while it still fails (ddmin).
///
/// The list is cut into n chunks; if the list without one chunk still fails, that chunk is
/// dropped for good and n shrinks by one, else n doubles, until the chunks are single
/// gestures and none can go. What is left fails, and dropping any one gesture of it would
/// not (within the budget of replays).
///
/// ```swift
/// let shortest = GestureShrinker.shrink(gestures) { candidate in replayFails(candidate) }
/// ```
public enum GestureShrinker {
  /// The most replays one shrink may cost.
  public static let replayBudget = 800

  /// A shorter list that `fails` still accepts; `fails(gestures)` should be true.
  public static func shrink(
    _ gestures: [Gesture],
    budget: Int = replayBudget,
    fails: ([Gesture]) -> Bool
  ) -> [Gesture] {
    var current = gestures
    var chunkCount = 2
    var replays = 0
    while current.count >= 2, replays < budget {
      let chunks = split(current, into: min(chunkCount, current.count))
      var dropped = false
      for index in chunks.indices where replays < budget {
        let candidate = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
        replays += 1
        if fails(candidate) {
          current = candidate
          chunkCount = max(chunkCount - 1, 2)
          dropped = true
          break
        }
      }
      if dropped { continue }
      if chunkCount >= current.count { break }
      chunkCount = min(chunkCount * 2, current.count)
    }
    if current.count == 1, replays < budget, fails([]) { return [] }
    return current
  }

  /// Cuts a list into `count` chunks of nearly equal length.
  static func split(_ gestures: [Gesture], into count: Int) -> [[Gesture]] {
    var chunks: [[Gesture]] = []
    var start = 0
    for index in 0..<count {
      let end = start + (gestures.count - start) / (count - index)
      chunks.append(Array(gestures[start..<end]))
      start = end
    }
    return chunks
  }
}

// A tiny pseudo-random generator whose numbers depend on nothing but its seed: the fuzzers',
// the damaged-file cases' and the mutation check's samples all draw from it.

/// SplitMix64: a 64-bit pseudo-random generator small enough to read in one screen.
///
/// The fuzzers use it instead of the system's generator so that a seed printed by a failing
/// run replays the very same gestures on any machine and any Swift version. For the same
/// reason its helpers (``next(below:)``, ``pick(_:)``, ``pick(weighted:)``) are its own:
/// the standard library's `Int.random(in:using:)` may change how it uses the numbers.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let row = random.next(below: 5)  // always the same for seed 42
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  public private(set) var state: UInt64

  /// A generator that starts from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number from 0 up to, not including, `bound` (which must be positive).
  ///
  /// The high half of a 64×64-bit product: no loop, no modulo, the same result everywhere.
  public mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "next(below:) needs a positive bound")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in a closed range.
  public mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }

  /// True about once in `count` calls.
  public mutating func oneIn(_ count: Int) -> Bool {
    next(below: count) == 0
  }

  /// One element of a non-empty array, each equally likely.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[next(below: elements.count)]
  }

  /// One choice, each as likely as its weight; zero weights are never chosen.
  public mutating func pick<Element>(weighted choices: [(Element, weight: Int)]) -> Element {
    let total = choices.reduce(0) { $0 + max($1.weight, 0) }
    precondition(total > 0, "pick(weighted:) needs a positive weight")
    var ticket = next(below: total)
    for (element, weight) in choices where weight > 0 {
      if ticket < weight { return element }
      ticket -= weight
    }
    preconditionFailure("unreachable: the ticket is below the total")
  }

  /// A seed for a sub-run, derived from this generator's seed and a number.
  public static func seed(_ base: UInt64, _ index: Int) -> UInt64 {
    var generator = SplitMix64(
      seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
    return generator.next()
  }
}

// Runs the sides of a comparison in turns, so that drift in the machine's load hits them all.

/// Measures pieces of work in rotating turns.
///
/// A shared machine speeds up and slows down while a benchmark runs. Timing all of one side
/// and then all of the other would charge that drift to whichever side ran at the wrong
/// moment; taking turns (A B, then B A, then A B, …) spreads it over both, and the median of
/// each side ignores the odd slow run.
enum Interleaved {
  /// One side of a comparison: its runs so far, untimed preparation, and the timed work.
  struct Side {
    /// The runs so far.
    var samples: Samples
    /// Untimed work before each run, such as bringing an app back to the foreground.
    var prepare: () throws -> Void = {}
    /// The work to time.
    var run: () throws -> Void
  }

  /// Runs each side once untimed, then `rounds` timed rounds; each round starts with the
  /// next side, so every side goes first as often as the others.
  ///
  /// - Returns: The sides with their runs, in the order given.
  @MainActor
  static func measure(rounds: Int, sides: [Side]) throws -> [Samples] {
    var results = sides.map(\.samples)
    func timeSide(_ index: Int) throws -> Double {
      try sides[index].prepare()
      return try time(sides[index].run)
    }
    for index in sides.indices { _ = try timeSide(index) }
    for round in 0..<rounds {
      for offset in sides.indices {
        let index = (round + offset) % sides.count
        results[index].seconds.append(try timeSide(index))
      }
    }
    return results
  }

  /// Runs a baseline and a measured side in turns; see ``measure(rounds:sides:)``.
  @MainActor
  static func measure(
    rounds: Int,
    baseline: Samples,
    measured: Samples,
    prepareBaseline: @escaping () throws -> Void = {},
    prepareMeasured: @escaping () throws -> Void = {},
    runBaseline: @escaping () throws -> Void,
    runMeasured: @escaping () throws -> Void
  ) throws -> (baseline: Samples, measured: Samples) {
    let results = try measure(
      rounds: rounds,
      sides: [
        Side(samples: baseline, prepare: prepareBaseline, run: runBaseline),
        Side(samples: measured, prepare: prepareMeasured, run: runMeasured),
      ])
    return (results[0], results[1])
  }

  /// The wall-clock time of one run, in seconds.
  @MainActor
  static func time(_ work: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try work()
    return (clock.now - start).seconds
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

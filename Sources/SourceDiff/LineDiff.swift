// The shortest edit script between two lists of lines (Myers' O(ND) algorithm).

/// Finds the fewest removals and insertions that turn one list of lines into another.
///
/// This is Eugene Myers' algorithm ("An O(ND) Difference Algorithm and Its Variations",
/// 1986): it walks the edit graph one edit distance `d` at a time, remembering for each
/// diagonal `k = x - y` the furthest point reached, and follows runs of equal lines
/// ("snakes") for free. Backtracking through the remembered frontiers gives the script.
///
/// ```swift
/// LineDiff.edits(from: ["a", "b"], to: ["a", "c"])
/// // [.keep(old: 0, new: 0), .remove(old: 1), .insert(new: 1)]
/// ```
package enum LineDiff {
  /// The edit script from `old` to `new`, removals before insertions at each place.
  package static func edits(from old: [String], to new: [String]) -> [LineEdit] {
    let n = old.count
    let m = new.count
    let limit = n + m
    guard limit > 0 else { return [] }
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    // trace[d] holds the frontier before step d, for diagonals -d...d.
    var trace: [[Int]] = []
    var finalDistance = 0
    search: for distance in 0...limit {
      trace.append(Array(frontier[(offset - distance)...(offset + distance)]))
      for diagonal in stride(from: -distance, through: distance, by: 2) {
        var x: Int
        if diagonal == -distance
          || (diagonal != distance
            && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
        {
          x = frontier[offset + diagonal + 1]
        } else {
          x = frontier[offset + diagonal - 1] + 1
        }
        var y = x - diagonal
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + diagonal] = x
        if x >= n, y >= m {
          finalDistance = distance
          break search
        }
      }
    }

    var edits: [LineEdit] = []
    var x = n
    var y = m
    for distance in stride(from: finalDistance, to: 0, by: -1) {
      let saved = trace[distance]
      func reached(_ diagonal: Int) -> Int { saved[diagonal + distance] }
      let diagonal = x - y
      let cameDown =
        diagonal == -distance
        || (diagonal != distance && reached(diagonal - 1) < reached(diagonal + 1))
      let previousDiagonal = cameDown ? diagonal + 1 : diagonal - 1
      let previousX = reached(previousDiagonal)
      let previousY = previousX - previousDiagonal
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        edits.append(.keep(old: x, new: y))
      }
      if cameDown {
        y -= 1
        edits.append(.insert(new: y))
      } else {
        x -= 1
        edits.append(.remove(old: x))
      }
    }
    while x > 0, y > 0 {
      x -= 1
      y -= 1
      edits.append(.keep(old: x, new: y))
    }
    return edits.reversed()
  }

  /// How alike two lists of lines are, from 0 (nothing in common) to 1 (the same).
  package static func similarity(_ old: [String], _ new: [String]) -> Double {
    guard !old.isEmpty || !new.isEmpty else { return 1 }
    let kept = edits(from: old, to: new).filter {
      if case .keep = $0 { true } else { false }
    }.count
    return Double(2 * kept) / Double(old.count + new.count)
  }
}

// Suggestions for a mistyped word: the known word it is closest to, if it is close.

/// Finds the word someone probably meant: for "did you mean …?" in the script parser and
/// the command line.
///
/// ```swift
/// Spelling.suggestion(for: "tpa", among: ["tap", "type"])  // "tap"
/// ```
package enum Spelling {
  /// The known word closest to `word`, when it is within one edit (for words of up to four
  /// characters) or two (longer words); case is ignored.
  package static func suggestion(for word: String, among known: [String]) -> String? {
    guard !known.contains(word) else { return nil }
    let typed = word.lowercased()
    let closest = known.map { (word: $0, distance: editDistance(typed, $0.lowercased())) }
      .min { $0.distance < $1.distance }
    guard let closest, closest.distance <= (word.count <= 4 ? 1 : 2) else { return nil }
    return closest.word
  }

  /// The number of single-character edits (insert, delete, replace, or swap two neighbours)
  /// that turn one word into another.
  package static func editDistance(_ first: String, _ second: String) -> Int {
    let first = Array(first)
    let second = Array(second)
    guard !first.isEmpty else { return second.count }
    guard !second.isEmpty else { return first.count }
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
    for i in 0...first.count { table[i][0] = i }
    for j in 0...second.count { table[0][j] = j }
    for i in 1...first.count {
      for j in 1...second.count {
        let cost = first[i - 1] == second[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[first.count][second.count]
  }
}

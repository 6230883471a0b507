// Pairs two stages' files (by path, by name, then by likeness) and prints their differences.

import CommandLineKit

/// What changed between two stages' source folders.
///
/// Files are paired by path, then by file name, then (for renames such as
/// `AddItemViewController.swift` → `ItemDetailViewController.swift`) each left-over old
/// file with the left-over new file it most resembles, if at least ``renameThreshold`` of
/// their words are common to both, in order. Words rather than lines, because a rename
/// touches many lines (the type's name is on them) but few words on each.
package struct StageDiff {
  /// A file in the old stage, the new one, or both.
  package struct Pair: Equatable {
    package var old: SourceFile?
    package var new: SourceFile?
  }

  /// How alike two files must be to count as one renamed file.
  package static let renameThreshold = 0.5

  /// The old stage.
  package let from: SourceFolder
  /// The new stage.
  package let to: SourceFolder
  /// The files, paired, in the new stage's order (removed files last).
  package let pairs: [Pair]

  package init(from: SourceFolder, to: SourceFolder) {
    self.from = from
    self.to = to
    self.pairs = Self.pair(from.files, to.files)
  }

  /// Pairs old files with new ones.
  package static func pair(_ oldFiles: [SourceFile], _ newFiles: [SourceFile]) -> [Pair] {
    var partner: [Int: Int] = [:]  // new index → old index
    var unmatchedOld = Set(oldFiles.indices)
    func match(_ key: (SourceFile) -> String, requireUnique: Bool) {
      for newIndex in newFiles.indices where partner[newIndex] == nil {
        let candidates = unmatchedOld.filter { key(oldFiles[$0]) == key(newFiles[newIndex]) }
        let sameKeyInNew = newFiles.indices.filter {
          partner[$0] == nil && key(newFiles[$0]) == key(newFiles[newIndex])
        }
        guard let oldIndex = candidates.min(),
          !requireUnique || (candidates.count == 1 && sameKeyInNew.count == 1)
        else { continue }
        partner[newIndex] = oldIndex
        unmatchedOld.remove(oldIndex)
      }
    }
    match(\.path, requireUnique: false)
    match(\.name, requireUnique: true)

    var likeness: [(old: Int, new: Int, score: Double)] = []
    var oldWords: [Int: [String]] = [:]
    for newIndex in newFiles.indices where partner[newIndex] == nil {
      let newWords = words(newFiles[newIndex])
      for oldIndex in unmatchedOld.sorted() {
        let candidate = oldWords[oldIndex] ?? words(oldFiles[oldIndex])
        oldWords[oldIndex] = candidate
        // The words two files share, in any order, bound how many they share in order:
        // a cheap test that spares the full comparison for files that cannot be a rename.
        guard sharedWordBound(candidate, newWords) >= renameThreshold else { continue }
        let score = LineDiff.similarity(candidate, newWords)
        if score >= renameThreshold { likeness.append((oldIndex, newIndex, score)) }
      }
    }
    likeness.sort {
      $0.score != $1.score ? $0.score > $1.score : ($0.new, $0.old) < ($1.new, $1.old)
    }
    for candidate in likeness
    where partner[candidate.new] == nil && unmatchedOld.contains(candidate.old) {
      partner[candidate.new] = candidate.old
      unmatchedOld.remove(candidate.old)
    }

    var pairs = newFiles.indices.map {
      Pair(old: partner[$0].map { oldFiles[$0] }, new: newFiles[$0])
    }
    pairs += unmatchedOld.sorted().map { Pair(old: oldFiles[$0], new: nil) }
    return pairs
  }

  /// The most ``LineDiff/similarity(_:_:)`` could be for two lists of words: the share of
  /// words common to both, counted with repeats but in any order.
  package static func sharedWordBound(_ old: [String], _ new: [String]) -> Double {
    guard !old.isEmpty || !new.isEmpty else { return 1 }
    var counts: [String: Int] = [:]
    for word in old { counts[word, default: 0] += 1 }
    var shared = 0
    for word in new {
      if let count = counts[word], count > 0 {
        counts[word] = count - 1
        shared += 1
      }
    }
    return Double(2 * shared) / Double(old.count + new.count)
  }

  /// A file's words and punctuation marks, in order: `let x = y.z` is `let`, `x`, `=`, `y`,
  /// `.`, `z`.
  package static func words(_ file: SourceFile) -> [String] {
    var words: [String] = []
    var word = ""
    for character in file.lines.joined(separator: "\n") {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty {
        words.append(word)
        word = ""
      }
      if !character.isWhitespace { words.append(String(character)) }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// A summary of the changes, then a unified diff of every file that changed.
  package func render(style: TextStyle) -> String {
    summary(style: style) + pairs.map { fileDiff($0, style: style) }.joined()
  }

  /// The summary alone (`stepwise diff --stat`): the stages' names, then one line per file
  /// saying whether it was added, removed, renamed, modified or unchanged, with line counts.
  package func summary(style: TextStyle) -> String {
    var summary = style.bold("\(from.name) → \(to.name)") + "\n"
    for pair in pairs {
      let (old, new) = sides(of: pair)
      let isChanged = !UnifiedDiff.hunks(from: old, to: new, style: style).isEmpty
      let change: String
      switch (pair.old, pair.new) {
      case (let before?, let after?) where before.path != after.path:
        change = "renamed    \(before.path) → \(after.path)"
      case (_?, let after?):
        change = (isChanged ? "modified   " : "unchanged  ") + after.path
      case (nil, let after?):
        change = "added      \(after.path)"
      case (let before?, nil):
        change = "removed    \(before.path)"
      case (nil, nil):
        continue
      }
      var counts = ""
      if isChanged {
        let (added, removed) = lineCounts(old, new)
        counts = "  (+\(added) -\(removed))"
      }
      summary += "  " + change + counts + "\n"
    }
    return summary
  }

  /// The pair holding a file, found by its path or name in either stage.
  package func pair(forFile name: String) -> Pair? {
    func matches(_ file: SourceFile?) -> Bool {
      guard let file else { return false }
      return file.path == name || file.name == name
    }
    return pairs.first { matches($0.new) } ?? pairs.first { matches($0.old) }
  }

  /// One file's unified diff, headed by its `---` and `+++` lines; empty when the file did
  /// not change.
  package func fileDiff(_ pair: Pair, style: TextStyle) -> String {
    guard pair.old != nil || pair.new != nil else { return "" }
    let (old, new) = sides(of: pair)
    let hunks = UnifiedDiff.hunks(from: old, to: new, style: style)
    guard !hunks.isEmpty || pair.old == nil || pair.new == nil else { return "" }
    let oldName = pair.old.map { "a/Sources/\(from.name)/\($0.path)" } ?? "/dev/null"
    let newName = pair.new.map { "b/Sources/\(to.name)/\($0.path)" } ?? "/dev/null"
    return "\n" + style.bold("--- \(oldName)") + "\n" + style.bold("+++ \(newName)") + "\n"
      + hunks.joined()
  }

  /// Both sides of a pair, an empty file standing in for a missing side.
  private func sides(of pair: Pair) -> (old: SourceFile, new: SourceFile) {
    let old = pair.old ?? SourceFile(path: pair.new?.path ?? "", text: "")
    let new = pair.new ?? SourceFile(path: pair.old?.path ?? "", text: "")
    return (old, new)
  }

  private func lineCounts(_ old: SourceFile, _ new: SourceFile) -> (added: Int, removed: Int) {
    var added = 0
    var removed = 0
    for edit in LineDiff.edits(from: old.comparableLines, to: new.comparableLines) {
      switch edit {
      case .keep: break
      case .remove: removed += 1
      case .insert: added += 1
      }
    }
    return (added, removed)
  }
}

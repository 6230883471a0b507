// The compiler's warnings in the learner's own files, kept from build to build as Xcode keeps
// them in its issue list, and how they read under a verdict.

import CommandLineKit
import Foundation
import StepwiseBasics

/// The compiler's warnings in the learner's files (the tutorial's app and tests, an exercise's
/// files), by file, as Xcode shows them: a
/// build compiles only the files that changed (the compiler's incremental build, and a
/// replay of it), and prints only their warnings, so what it printed replaces what was kept
/// for those files and the rest stand.
///
/// ```swift
/// var kept = LearnerWarnings.read(from: file)
/// kept.update(with: diagnostics.warnings, succeeded: true, stamps: stamps)
/// kept.texts  // each warning with the compiler's excerpt, by file
/// ```
package struct LearnerWarnings: Codable, Equatable {
  /// One file's warnings, and the file's stamp when they were kept.
  package struct File: Codable, Equatable {
    package var stamp: FileStamp
    package var warnings: [String]
  }

  /// The files with warnings, by the path the learner knows (`Sources/Checklists/…`).
  package var files: [String: File] = [:]

  /// No warnings.
  package init() {}

  /// Takes a build's warnings in the learner's files, `stamps` being each of those files'
  /// stamps now. A file the build printed warnings for has those. After a build that
  /// succeeded, a file saved since its warnings were kept and not in the build's warnings was
  /// compiled again without any; with `allFiles` (`stamps` has every file of the learner's),
  /// a file not in it is gone and has none either. A build that failed may have stopped
  /// before compiling a file, and clears nothing.
  package mutating func update(
    with warnings: [CompilerDiagnostics.Diagnostic], succeeded: Bool,
    stamps: [String: FileStamp], allFiles: Bool = true
  ) {
    var printed: [String: File] = [:]
    for warning in warnings {
      guard let stamp = stamps[warning.path] else { continue }
      printed[warning.path, default: File(stamp: stamp, warnings: [])].warnings.append(
        warning.text)
    }
    if succeeded {
      files = files.filter { path, file in
        stamps[path].map { $0 == file.stamp } ?? !allFiles
      }
    }
    files.merge(printed) { _, new in new }
  }

  /// Takes a build's warnings into those kept in `file` (see
  /// ``update(with:succeeded:stamps:allFiles:)``): `paths` are the learner's files, relative
  /// to `root`, as the build's diagnostics name them.
  package static func note(
    _ warnings: [CompilerDiagnostics.Diagnostic], succeeded: Bool, paths: [String],
    under root: URL, allFiles: Bool, keptIn file: URL
  ) {
    var stamps: [String: FileStamp] = [:]
    for path in paths { stamps[path] = FileStamp(path: root.appendingPathComponent(path).path) }
    var kept = read(from: file)
    kept.update(with: warnings, succeeded: succeeded, stamps: stamps, allFiles: allFiles)
    kept.write(to: file)
  }

  /// Every warning kept, with the compiler's excerpt, the files in order of their paths.
  package var texts: [String] {
    files.keys.sorted().flatMap { files[$0]?.warnings ?? [] }
  }

  /// The warnings kept in these files, the files in order of their paths.
  package func texts(in paths: [String]) -> [String] {
    paths.sorted().flatMap { files[$0]?.warnings ?? [] }
  }

  /// The warnings kept in `file`; none when it is missing or damaged.
  package static func read(from file: URL) -> LearnerWarnings {
    (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
      ?? LearnerWarnings()
  }

  /// Keeps the warnings in `file`, whole or not at all.
  package func write(to file: URL) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? data.write(to: file, options: .atomic)
  }
}

extension LearnerWarnings {
  /// The most warnings shown in full; the rest are counted.
  package static let shown = 3

  /// Warnings under a verdict, as Xcode lists them beside the code: a line saying how many,
  /// then the first few with the compiler's excerpts; empty when there are none.
  package static func text(_ warnings: [String], style: TextStyle) -> String {
    guard !warnings.isEmpty else { return "" }
    let heading =
      warnings.count == 1
      ? localized("Your code compiles with 1 warning, which Xcode shows too:")
      : localized("Your code compiles with \(warnings.count) warnings, which Xcode shows too:")
    var text = "\n  " + style.bold(heading)
    for warning in warnings.prefix(shown) {
      text += "\n" + ExerciseView.indented(warning, by: 4)
    }
    let more = warnings.count - shown
    if more > 0 {
      text +=
        "\n    "
        + (more == 1 ? localized("and 1 more warning.") : localized("and \(more) more warnings."))
    }
    return text
  }
}

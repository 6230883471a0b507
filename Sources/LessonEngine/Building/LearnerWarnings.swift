// The compiler's warnings in the learner's own files, kept from build to build as Xcode keeps
// them in its issue list, and how they read under a verdict.

import CommandLineKit
import Foundation
import StepwiseBasics

/// The compiler's warnings in the learner's files (the tutorial's app and tests, an exercise's
/// files), by file, as Xcode shows them: a
/// build compiles only the files that changed and those that use what changed in them (the
/// compiler's incremental build, and a replay of it), and prints only their warnings, so what
/// it printed replaces what was kept for those files and the rest stand.
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
  ///
  /// `compiled` are the files the build compiled (``compiledFiles(_:since:in:)``), saved or
  /// not: one compiled again because a file it uses changed has the warnings the build
  /// printed for it, and none when it printed none, whether or not the build went on to fail.
  package mutating func update(
    with warnings: [CompilerDiagnostics.Diagnostic], succeeded: Bool,
    stamps: [String: FileStamp], allFiles: Bool = true, compiled: Set<String> = []
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
    files = files.filter { !compiled.contains($0.key) }
    files.merge(printed) { _, new in new }
  }

  /// The learner's files (by the path the learner knows, each with its module and the path
  /// the build compiles it by) that a build compiled since `start`: those whose object file,
  /// as the module's `output-file-map.json` in `products` names it, was written since.
  package static func compiledFiles(
    _ sources: [String: (module: String, source: URL)], since start: Date, in products: URL
  ) -> Set<String> {
    var maps: [String: [String: String]] = [:]
    func objects(of module: String) -> [String: String] {
      if let map = maps[module] { return map }
      let file = products.appendingPathComponent("\(module).build/output-file-map.json")
      let entries =
        (try? Data(contentsOf: file))
        .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
      var map: [String: String] = [:]
      for (source, outputs) in entries {
        guard let object = (outputs as? [String: Any])?["object"] as? String else { continue }
        map[URL(fileURLWithPath: source).standardizedFileURL.path] = object
      }
      maps[module] = map
      return map
    }
    var compiled: Set<String> = []
    for (path, file) in sources {
      guard let object = objects(of: file.module)[file.source.standardizedFileURL.path] else {
        continue
      }
      let stamp = FileStamp(path: object)
      if stamp.size >= 0, stamp.modified >= start { compiled.insert(path) }
    }
    return compiled
  }

  /// Takes a build's warnings into those kept in `file` (see
  /// ``update(with:succeeded:stamps:allFiles:)``): `paths` are the learner's files, relative
  /// to `root`, as the build's diagnostics name them.
  package static func note(
    _ warnings: [CompilerDiagnostics.Diagnostic], succeeded: Bool, paths: [String],
    under root: URL, allFiles: Bool, compiled: Set<String> = [], keptIn file: URL
  ) {
    var stamps: [String: FileStamp] = [:]
    for path in paths { stamps[path] = FileStamp(path: root.appendingPathComponent(path).path) }
    var kept = read(from: file)
    kept.update(
      with: warnings, succeeded: succeeded, stamps: stamps, allFiles: allFiles,
      compiled: compiled)
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

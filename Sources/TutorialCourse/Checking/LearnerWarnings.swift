// The compiler's warnings in the learner's own files, kept from build to build as Xcode keeps
// them in its issue list.

import Foundation
import LessonEngine

/// The compiler's warnings in the learner's app and tests, by file, as Xcode shows them: a
/// build compiles only the files that changed (the compiler's incremental build, and a
/// replay of it), and prints only their warnings, so what it printed replaces what was kept
/// for those files and the rest stand.
///
/// ```swift
/// var kept = LearnerWarnings.read(from: file)
/// kept.update(with: diagnostics.warnings, succeeded: true, stamps: stamps)
/// kept.texts  // each warning with the compiler's excerpt, by file
/// ```
struct LearnerWarnings: Codable, Equatable {
  /// One file's warnings, and the file's stamp when they were kept.
  struct File: Codable, Equatable {
    var stamp: FileStamp
    var warnings: [String]
  }

  /// The files with warnings, by the path the learner knows (`Sources/Checklists/…`).
  var files: [String: File] = [:]

  /// Takes a build's warnings in the learner's files, `stamps` being each of those files'
  /// stamps now. A file the build printed warnings for has those. After a build that
  /// succeeded, a file saved since its warnings were kept and not in the build's warnings was
  /// compiled again without any; a file that is gone has none either. A build that failed may
  /// have stopped before compiling a file, and clears nothing.
  mutating func update(
    with warnings: [CompilerDiagnostics.Diagnostic], succeeded: Bool,
    stamps: [String: FileStamp]
  ) {
    var printed: [String: [String]] = [:]
    for warning in warnings where stamps[warning.path] != nil {
      printed[warning.path, default: []].append(warning.text)
    }
    if succeeded {
      files = files.filter { path, file in stamps[path] == file.stamp }
    }
    for (path, texts) in printed {
      files[path] = File(stamp: stamps[path] ?? FileStamp(path: path), warnings: texts)
    }
  }

  /// Every warning kept, with the compiler's excerpt, the files in order of their paths.
  var texts: [String] {
    files.keys.sorted().flatMap { files[$0]?.warnings ?? [] }
  }

  /// The warnings kept in `file`; none when it is missing or damaged.
  static func read(from file: URL) -> LearnerWarnings {
    (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
      ?? LearnerWarnings()
  }

  /// Keeps the warnings in `file`, whole or not at all.
  func write(to file: URL) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? data.write(to: file, options: .atomic)
  }
}

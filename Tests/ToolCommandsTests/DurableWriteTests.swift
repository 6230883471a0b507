// The built `stepwise` watched with strace: every save is flushed to the disk, not only renamed.

import AppTestSupport
import Foundation
import Testing

/// Whether `strace` can be run here (Linux with strace installed).
private let straceURL = ["/usr/bin/strace", "/bin/strace"]
  .map(URL.init(fileURLWithPath:))
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }

@Suite(.enabled(if: straceURL != nil, "needs strace"))
struct DurableWriteTests {
  /// The system calls of one `stepwise play` run that touch files, with the paths of
  /// descriptors spelled out (`fsync(3</…/Documents>)`).
  func traceOfPlaying(_ script: String, in home: TemporaryFolder) throws -> [String] {
    try home.write(script, to: "session.stepwise")
    return try trace(["play", "session.stepwise", "--sandbox", "box"], in: home)
  }

  /// The system calls of one `stepwise` run that touch files.
  func trace(_ arguments: [String], in home: TemporaryFolder) throws -> [String] {
    let trace = home.url.appendingPathComponent("trace.txt")
    let process = Process()
    process.executableURL = straceURL
    process.arguments =
      [
        "-f", "-y", "-e",
        "trace=openat,fsync,fdatasync,rename,renameat,renameat2,mkdir,mkdirat",
        "-o", trace.path, try BuiltTool.url().path,
      ] + arguments
    process.currentDirectoryURL = home.url
    process.environment = ["HOME": home.url.path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    #expect(process.waitUntilExit(seconds: 300), "the traced run ends")
    #expect(process.terminationStatus == 0)
    return try String(contentsOf: trace, encoding: .utf8).components(separatedBy: "\n")
  }

  /// Checks that each rename onto `file` in `folder` follows an fsync of the file being
  /// renamed and is followed by an fsync of the folder; returns how many renames there were.
  func checkEveryRename(onto file: String, in folder: String, trace: [String]) -> Int {
    var renames = 0
    for (index, line) in trace.enumerated() {
      guard line.contains("rename"), line.contains("\"\(folder)/\(file)\"") else { continue }
      renames += 1
      guard let temporary = line.split(separator: "\"").dropFirst().first else {
        Issue.record("unexpected rename line: \(line)")
        continue
      }
      let before = trace[..<index]
      #expect(
        before.contains { $0.contains("fsync(") && $0.contains("<\(temporary)>") },
        "no fsync of \(temporary) before it replaced \(file)")
      let after = trace[(index + 1)...]
      #expect(
        after.contains { $0.contains("fsync(") && $0.hasSuffix("<\(folder)>) = 0") },
        "no fsync of \(folder) after \(file) was replaced")
    }
    return renames
  }

  @Test func everySaveOfChecklists08IsFlushedBeforeAndAfterItsRename() throws {
    let home = try TemporaryFolder()
    let trace = try traceOfPlaying(
      """
      launch checklists-08
      tap "+"
      type "Milk"
      tap "Done"
      back
      expect title "Checklists"
      """, in: home)

    let box = home.url.appendingPathComponent("box").path
    let dataRenames = checkEveryRename(
      onto: "Checklists.plist", in: box + "/Documents", trace: trace)
    let preferencesRenames = checkEveryRename(
      onto: "org.stepwise.checklists-08.plist", in: box + "/Library/Preferences", trace: trace)
    #expect(dataRenames >= 2)
    #expect(preferencesRenames >= 1)
  }

  @Test func theFoldersOfANewSandboxAreFlushedOnTheirParents() throws {
    let home = try TemporaryFolder()
    let trace = try traceOfPlaying("launch checklists-08\n", in: home)

    let box = home.url.appendingPathComponent("box").path
    for (folder, parent) in [
      (box, home.url.path), (box + "/Documents", box), (box + "/Library", box),
      (box + "/Library/Preferences", box + "/Library"),
    ] {
      let made = trace.firstIndex { $0.contains("mkdir") && $0.contains("\"\(folder)\"") }
      #expect(made != nil, "\(folder) was not made")
      guard let made else { continue }
      #expect(
        trace[(made + 1)...].contains {
          $0.contains("fsync(") && $0.hasSuffix("<\(parent)>) = 0")
        }, "no fsync of \(parent) after \(folder) was made")
    }
  }

  /// Checks that a folder written whole was renamed onto `destination` after every file in
  /// it was flushed, and that its parent was flushed after the rename.
  func checkWrittenWhole(_ destination: String, trace: [String]) {
    let parent = URL(fileURLWithPath: destination).deletingLastPathComponent().path
    let renamed = trace.firstIndex {
      $0.contains("rename") && $0.contains(", \"\(destination)\"")
    }
    guard let renamed, let staging = trace[renamed].split(separator: "\"").dropFirst().first
    else {
      Issue.record("no rename onto \(destination)")
      return
    }
    let created: [String] = trace[..<renamed].filter {
      $0.contains("openat(") && $0.contains("O_CREAT")
    }
    let paths: [String] = created.compactMap { line in
      line.split(separator: "\"").dropFirst().first.map(String.init)
    }
    let written = paths.filter { $0.hasPrefix(staging + "/") }
    #expect(written.count >= 3, "the files written into \(staging)")
    for file in written {
      #expect(
        trace[..<renamed].contains { $0.contains("fsync(") && $0.contains("<\(file)>") },
        "no fsync of \(file) before the rename")
    }
    #expect(
      trace[(renamed + 1)...].contains {
        $0.contains("fsync(") && $0.hasSuffix("<\(parent)>) = 0")
      },
      "no fsync of \(parent) after \(destination) was put in place")
  }

  @Test func aPortAndAnExportAreFlushedWholeBeforeAndAfterTheirRename() throws {
    let home = try TemporaryFolder()
    try FileManager.default.copyItem(
      at: PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Checklists"),
      to: home.url.appendingPathComponent("Checklists"))

    let port = try trace(["port", "Checklists", "--to", "out/App"], in: home)
    checkWrittenWhole(home.url.path + "/out/App", trace: port)
    let export = try trace(["export", "checklists-04", "--to", "out/C04"], in: home)
    checkWrittenWhole(home.url.path + "/out/C04", trace: export)
  }
}

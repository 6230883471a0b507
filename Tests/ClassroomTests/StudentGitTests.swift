// Asking git about a student's folder runs nothing the student's own git settings name.

import AppTestSupport
import Foundation
import Testing

@testable import Classroom

@Suite struct StudentGitTests {
  /// A student's repository whose settings name a program at every turn git could run one:
  /// a file-system monitor, a filter (its command, and its long-running process), a
  /// signature checker for a signed commit, a hook run when the index is written, and a
  /// trace written to a file. The program leaves a mark where the test can see it.
  func hostileRepository() throws -> (folder: TemporaryFolder, marks: URL) {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("mallory")
    let marks = folder.url.appendingPathComponent("marks")
    let program = folder.url.appendingPathComponent("run-me.sh")
    try Data("#!/bin/sh\necho \"$0 $*\" >> '\(marks.path)'\ncat\n".utf8).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
    try Data("data\n".utf8).write(to: student.appendingPathComponent("notes.txt"))
    try Data("*.txt filter=mine\n".utf8).write(
      to: student.appendingPathComponent(".gitattributes"))
    let first = try commitAll(in: student)
    // A commit with a signature, made by hand: its signature is checked only when asked.
    let tree = try git(["rev-parse", "HEAD^{tree}"], in: student)
    let commit = """
      tree \(tree)
      parent \(first)
      author Ada <ada@example.com> 1763632800 +0000
      committer Ada <ada@example.com> 1763632800 +0000
      gpgsig -----BEGIN PGP SIGNATURE-----
       
       AAAA
       -----END PGP SIGNATURE-----

      signed

      """
    let objects = folder.url.appendingPathComponent("commit.txt")
    try Data(commit.utf8).write(to: objects)
    let signed = try git(["hash-object", "-t", "commit", "-w", objects.path], in: student)
    try git(["update-ref", "HEAD", signed], in: student)
    for (key, value) in [
      ("core.fsmonitor", program.path), ("filter.mine.clean", program.path),
      ("filter.mine.process", program.path), ("log.showSignature", "true"),
      ("gpg.program", program.path), ("trace2.normalTarget", marks.path),
    ] {
      try git(["config", key, value], in: student)
    }
    let hook = student.appendingPathComponent(".git/hooks/post-index-change")
    try Data("#!/bin/sh\necho hook >> '\(marks.path)'\n".utf8).write(to: hook)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
    // Changed since the index saw it: git looks at the file's contents again.
    try Data("data\n".utf8).write(to: student.appendingPathComponent("notes.txt"))
    return (folder, marks)
  }

  @Test func askingAboutAStudentsFolderRunsNothingItsSettingsName() throws {
    let (folder, marks) = try hostileRepository()
    let git = StudentGit(folder: folder.url.appendingPathComponent("mallory"))

    #expect(git.head?.count == 40)
    #expect(git.isClean == true)
    #expect(git.hasCommitted("notes.txt"))
    #expect(!git.hasCommitted("stepwise-report.json"))

    let ran = (try? String(contentsOf: marks, encoding: .utf8)) ?? ""
    #expect(ran.isEmpty, "git ran the student's programs:\n\(ran)")
  }

  /// The settings' filter names are read as names, whatever they hold.
  @Test func aFiltersNameIsReadWholeWhateverItHolds() throws {
    let folder = try TemporaryFolder()
    try commitAll(in: folder.url)
    try git(["config", "filter.a=b.c d.clean", "x"], in: folder.url)
    try git(["config", "filter.plain.process", "y"], in: folder.url)

    #expect(StudentGit(folder: folder.url).filterDrivers() == ["a=b.c d", "plain"])
  }
}

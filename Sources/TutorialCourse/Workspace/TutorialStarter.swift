// `stepwise tutorial start`: a new package of the learner's own, with the smallest app.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

/// Makes a learner's package: the starter app, the marker that names the course, a git
/// repository with a first commit.
package struct TutorialStarter {
  /// The course package whose kit the app uses.
  package let course: URL
  /// How the manifest and the marker name the course: nil for its whole path, else a path
  /// relative to the new package (an assignment template, whose course lies beside it).
  package var coursePathInPackage: String?
  /// More files to write before the first commit, by path in the package.
  package var extraFiles: [(path: String, text: String)] = []
  /// The command that makes the package, as its messages name it (`start`, `init`).
  package var command = "start"
  /// Writes one file of the package; a test can fail it to play a full disk.
  package var writeFile: (Data, URL) throws -> Void = WholeFolder.writeFlushed

  /// A starter for the course at `course`.
  package init(course: URL) {
    self.course = course
  }

  /// Why a folder cannot take a new package.
  package struct Refusal: Error, CustomStringConvertible {
    package var description: String
  }

  /// Throws a ``Refusal`` unless `folder` can take a new package: new or empty, outside
  /// the course, and outside any other Swift package (whose build would take the new
  /// package's files as its own: a package started in another's `Sources/` broke its build).
  package static func checkNewFolder(_ folder: URL, course: URL, command: String = "start")
    throws
  {
    let manager = FileManager.default
    if PackageLocator.depth(of: folder, inside: course) != nil {
      let beside = course.deletingLastPathComponent().appendingPathComponent("MyChecklists")
      throw Refusal(
        description: localized(
          """
          \(folder.path) is inside the course (\(course.path)); your app is a \
          package of its own, outside the course: for example \(beside.path)
          """))
    }
    if let outer = enclosingPackage(of: folder) {
      let beside = outer.deletingLastPathComponent().appendingPathComponent(
        folder.lastPathComponent)
      throw Refusal(
        description: localized(
          """
          \(folder.path) is inside the Swift package \(outer.path), whose build would take \
          its files as its own; your app is a package of its own, outside it: for example \
          \(beside.path)
          """))
    }
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw Refusal(description: localized("\(folder.path) is a file, not a folder"))
      }
      let entries = try manager.contentsOfDirectory(atPath: folder.path).sorted()
      guard entries.isEmpty else {
        let shown = entries.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        throw Refusal(
          description: localized(
            """
            \(folder.path) already holds \(shown)\(entries.count > 3 ? ", …" : ""); \
            \(command) makes a new package in an empty or new folder, and changes nothing else
            """))
      }
    }
  }

  /// Why a new package or template could not be written: the file and the system's reason.
  /// Nothing of it was left at the destination, so the command can be run again.
  package struct WriteFailure: LocalizedError {
    package var errorDescription: String?
  }

  /// Writes `files` as the new folder, all or nothing (``WholeFolder``): a full disk leaves
  /// the folder as it was (new, or empty), so that running the command again works.
  package static func writeWhole(
    _ files: [(String, Data)], to folder: URL, kind: String,
    writeFile: (Data, URL) throws -> Void = WholeFolder.writeFlushed
  ) throws {
    do {
      try WholeFolder.write(
        files.map { (path: $0.0, data: $0.1) }, to: folder, kind: kind, writeFile: writeFile)
    } catch {
      switch error {
      case .notEmpty(let path):
        throw Refusal(description: localized("\(path) is not empty"))
      case .failed(let path, let reason):
        throw WriteFailure(
          errorDescription: localized(
            "\(path): \(reason); nothing was left there, so the command can be run again"))
      }
    }
  }

  /// The nearest folder above `folder` that holds a `Package.swift`, if any.
  static func enclosingPackage(of folder: URL) -> URL? {
    PackageLocator.searchUpward(from: folder.standardizedFileURL.deletingLastPathComponent()) {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
    }
  }

  /// Writes the package into `folder` (made if missing, else it must be empty) and returns
  /// what it did, one line each.
  package func start(in folder: URL) throws -> [String] {
    try Self.checkNewFolder(folder, course: course, command: command)
    let manifest =
      coursePathInPackage.map {
        StarterApp.manifest(
          coursePath: $0, identity: URL(fileURLWithPath: $0).lastPathComponent.lowercased())
      } ?? StarterApp.manifest(course: course)
    var files: [(String, String)] = [("Package.swift", manifest)]
    files += StarterApp.sources.map { ($0.key, $0.value) }
    files += StarterApp.extras.map { ($0.key, $0.value) }
    files += [StarterApp.testsStarter, StarterApp.testHost]
    files.append(
      (
        ".stepwise/tutorial/\(TutorialWorkspace.markerName)",
        (coursePathInPackage ?? course.path) + "\n"
      ))
    files += extraFiles.map { ($0.path, $0.text) }
    try Self.writeWhole(
      files.map { ($0.0, Data($0.1.utf8)) }, to: folder, kind: command, writeFile: writeFile)
    var done = [
      localized(
        """
        Wrote the package: Package.swift and \(StarterApp.sources.count) files in \
        \(TutorialWorkspace.sourcesPath)/, and a test target for your own tests in \
        \(StarterApp.testsPath)/.
        """)
    ]
    done.append(
      Self.commitFirst(in: folder, message: "A new app that launches: one empty table screen"))
    return done
  }

  /// `git init` and a first commit of what `folder` holds, with the user's identity if git
  /// has one; says what it did.
  package static func commitFirst(in folder: URL, message: String) -> String {
    func git(_ arguments: [String]) -> ExternalCommand.Outcome? {
      try? ExternalCommand("git", arguments, in: folder, timeLimit: 60).run()
    }
    guard let initialised = git(["init", "-q"]), initialised.status == 0 else {
      return localized(
        "git is not installed here, so the package has no repository; the tutorial works without one."
      )
    }
    let hasIdentity = git(["config", "user.email"]).map { $0.status == 0 } ?? false
    let identity =
      hasIdentity ? [] : ["-c", "user.name=Stepwise learner", "-c", "user.email=learner@localhost"]
    _ = git(["add", "-A"])
    let commit = git(identity + ["commit", "-q", "-m", message])
    guard commit?.status == 0 else {
      return localized("git init made a repository, but the first commit failed:") + "\n"
        + (commit?.output ?? "")
    }
    return hasIdentity
      ? localized("Made a git repository with a first commit.")
      : localized(
        "Made a git repository with a first commit (as \"Stepwise learner\": git has no name for you yet)."
      )
  }
}

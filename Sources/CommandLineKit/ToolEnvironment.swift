// What the tool learns from its surroundings: variables, folders, where it was started.

import Foundation

/// The process's environment, passed in so tests can choose it.
package struct ToolEnvironment: Sendable {
  /// The environment variables.
  package var variables: [String: String]
  /// The folder the tool was started in.
  package var currentDirectory: URL
  /// The tool's own executable, if known.
  package var executable: URL?
  /// The program the reader started, when it handed its arguments to this one, its
  /// executable's neighbour (`stepwise` starting `stepwise-all`): messages name it.
  package var calledAs: URL?

  /// The running process's environment.
  package static func current() -> ToolEnvironment {
    let path = CommandLine.arguments.first ?? ""
    let executable =
      Bundle.main.executableURL
      ?? (path.isEmpty ? nil : URL(fileURLWithPath: path))
    var environment = ToolEnvironment(
      variables: ProcessInfo.processInfo.environment,
      currentDirectory: URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      executable: executable?.resolvingSymlinksInPath())
    environment.calledAs = calledAs(path, executable: environment.executable)
    return environment
  }

  /// The program named by the process's first argument, when it is another program in the
  /// executable's folder: the one that started this one in its place, naming itself.
  static func calledAs(_ path: String, executable: URL?) -> URL? {
    guard path.hasPrefix("/"), let executable else { return nil }
    let named = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    guard named.path != executable.path,
      named.deletingLastPathComponent().path == executable.deletingLastPathComponent().path,
      FileManager.default.isExecutableFile(atPath: named.path)
    else { return nil }
    return named
  }

  /// The folder for the user's data: `$XDG_DATA_HOME`, else `~/.local/share`.
  ///
  /// A relative `XDG_DATA_HOME` is ignored, as the XDG specification says.
  package var dataHome: URL {
    if let value = variables["XDG_DATA_HOME"], value.hasPrefix("/") {
      return URL(fileURLWithPath: value, isDirectory: true)
    }
    let home =
      variables["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".local/share", isDirectory: true)
  }

  /// Where an app's persistent sandbox lives unless `--sandbox` says otherwise.
  package func defaultSandboxRoot(forApp id: String) -> URL {
    dataHome.appendingPathComponent("stepwise", isDirectory: true)
      .appendingPathComponent(id, isDirectory: true)
  }

  /// How the reader types this tool, for the messages that name a command: `stepwise` when
  /// that name on `PATH` is this executable (or it is not known), `swift run stepwise` in
  /// the package of a build that is not installed, else the executable's full path.
  package var commandName: String { commandName(from: currentDirectory) }

  /// How the reader types this tool in `folder`: ``commandName`` for a reader who has moved
  /// there (`swift run stepwise` works only inside this package).
  package func commandName(from folder: URL) -> String {
    guard let executable = calledAs ?? executable else { return "stepwise" }
    let path = variables["PATH"] ?? ""
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("stepwise")
      if candidate.resolvingSymlinksInPath().path == executable.resolvingSymlinksInPath().path {
        return "stepwise"
      }
    }
    if let build = executable.path.range(of: "/.build/") {
      let package = String(executable.path[..<build.lowerBound])
      let path = folder.standardizedFileURL.path
      // In the package: the folder itself or one under it, not one beside it whose name
      // starts with the package's (`stepwise-mine` beside `stepwise`).
      if path == package || path.hasPrefix(package + "/") { return "swift run stepwise" }
    }
    let shown = Self.shortBuildPath(of: executable)
    let relative = Self.relativePath(of: shown, from: folder)
    return relative.count < shown.path.count ? relative : shown.path
  }

  /// `…/.build/debug/stepwise` for `…/.build/x86_64-unknown-linux-gnu/debug/stepwise`, when
  /// SwiftPM's `.build/debug` link leads there: the same program, named shorter.
  static func shortBuildPath(of executable: URL) -> URL {
    let parts = executable.standardizedFileURL.pathComponents
    guard parts.count >= 4, parts[parts.count - 4] == ".build" else { return executable }
    let configuration = parts[parts.count - 2]
    let short = executable.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(configuration)
      .appendingPathComponent(executable.lastPathComponent)
    let same =
      short.resolvingSymlinksInPath().path == executable.resolvingSymlinksInPath().path
    return same ? short : executable
  }

  /// A file's path as typed from a folder: `../stepwise/.build/debug/stepwise`.
  static func relativePath(of file: URL, from folder: URL) -> String {
    let target = file.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: base.count - common)
    return (up + target[common...]).joined(separator: "/")
  }

  /// A path from the command line, relative to the current folder unless absolute.
  package func url(forPath path: String) -> URL {
    let expanded =
      path == "~" || path.hasPrefix("~/")
      ? (variables["HOME"] ?? NSHomeDirectory()) + path.dropFirst() : path
    guard !expanded.hasPrefix("/") else {
      return URL(fileURLWithPath: expanded).standardizedFileURL
    }
    // Appended, not resolved against: a folder URL without its trailing slash would lose
    // its last part.
    return currentDirectory.appendingPathComponent(expanded).standardizedFileURL
  }
}

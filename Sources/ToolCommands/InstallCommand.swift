// `stepwise install`: a release build of the tool, copied where the shell finds it.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stepwise install [--prefix DIR]`: builds the tool in release mode and copies it to
/// `DIR/bin` (`~/.local/bin` by default), so that `stepwise` works as typed from any folder.
struct InstallCommand: Command {
  /// Where the tool goes, under `bin/`.
  static let prefix = Option(
    "--prefix", value: "DIR", "install into DIR/bin (default: ~/.local, so ~/.local/bin)")

  static let configuration = CommandConfiguration(
    name: "install", options: [.value(prefix)],
    summary: "build stepwise in release mode and put it on your PATH",
    discussion: """
      Builds the tool's two programs in release mode (swift build -c release;
      minutes the first time) and copies them to ~/.local/bin, or DIR/bin with --prefix
      DIR: stepwise, and stepwise-all beside it, which stepwise starts for every command
      but tutorial and exercises. If that folder is not on your PATH, it says how to add
      it. The installed tool finds this package from any folder inside it, and from where
      it was built.

      Run it from the package: swift run stepwise install

      """)

  /// The folder the tool goes under, if not the default.
  var prefixPath: String?

  init(_ invocation: Invocation) {
    prefixPath = invocation[Self.prefix]
  }

  func run(_ context: ToolContext) -> ExitCode {
    install(context) { package in
      context.console.print(
        localized(
          "Building stepwise in release mode (the first time compiles everything, optimised: minutes)…"
        ))
      for product in Self.programs {
        let build = try ExternalCommand(
          "swift", ["build", "-c", "release", "--product", product], in: package,
          timeLimit: 1_800
        ).run()
        guard build.status == 0 else { throw BuildFailed(output: build.output) }
      }
      return package.appendingPathComponent(".build/release/stepwise")
    }
  }

  /// A release build that did not succeed.
  struct BuildFailed: Error {
    /// What the build printed.
    var output: String
  }

  /// The tool's programs, in the order they are copied: `stepwise-all`, which has every
  /// command, then `stepwise`, which runs the learner's and starts it for the others, so that
  /// no `stepwise` is ever installed without the program beside it that it starts.
  static let programs = ["stepwise-all", "stepwise"]

  /// Builds the tool with `build` (which returns the `stepwise` it made, its other program
  /// beside it) and copies both into place.
  func install(_ context: ToolContext, build: (URL) throws -> URL) -> ExitCode {
    let environment = context.environment
    let package: URL
    do {
      package = try PackageLocator.locate(in: environment)
    } catch {
      return context.usageError(error.description)
    }
    let prefix =
      prefixPath.map(environment.url(forPath:))
      ?? environment.url(forPath: "~/.local")
    let bin = prefix.appendingPathComponent("bin", isDirectory: true)
    let target = bin.appendingPathComponent("stepwise")
    let built: URL
    do {
      built = try build(package)
    } catch let failure as BuildFailed {
      context.console.printError(failure.output)
      return context.failure(localized("the release build failed; nothing was installed"))
    } catch {
      return context.failure(localized("cannot build stepwise: \(error.localizedDescription)"))
    }
    for program in Self.programs {
      let copy = bin.appendingPathComponent(program)
      do {
        try Self.copy(built.deletingLastPathComponent().appendingPathComponent(program), to: copy)
      } catch {
        return context.failure(
          localized("cannot copy stepwise to \(copy.path): \(error.localizedDescription)"))
      }
    }
    let style = context.style
    context.console.print(
      style.green(localized("Installed ")) + localized("stepwise at \(target.path)"))
    if Self.isOnPath(bin, environment: environment) {
      context.console.print(localized("Check it with: stepwise --version"))
    } else {
      context.console.print(
        localized("\(bin.path) is not on your PATH yet. Add it, then open a new terminal:"))
      context.console.print("  " + style.cyan(Self.pathLine(for: bin, environment: environment)))
    }
    return .success
  }

  /// Copies a program into place: under a temporary name, renamed over the old one, so that
  /// a running stepwise keeps its file and no one ever finds half a program.
  static func copy(_ program: URL, to target: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    let partial = target.deletingLastPathComponent()
      .appendingPathComponent(".stepwise-\(UUID().uuidString)")
    try manager.copyItem(at: program, to: partial)
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: partial.path)
    guard rename(partial.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(at: partial)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
  }

  /// Whether a folder is one of `PATH`'s.
  static func isOnPath(_ folder: URL, environment: ToolEnvironment) -> Bool {
    let wanted = folder.standardizedFileURL.path
    return (environment.variables["PATH"] ?? "").split(separator: ":").contains {
      URL(fileURLWithPath: String($0)).standardizedFileURL.path == wanted
    }
  }

  /// The line that adds a folder to `PATH` in the reader's shell's start-up file.
  static func pathLine(for folder: URL, environment: ToolEnvironment) -> String {
    let shell = environment.variables["SHELL"].map { URL(fileURLWithPath: $0).lastPathComponent }
    if shell == "fish" { return "fish_add_path \(folder.path)" }
    let file = shell == "zsh" ? "~/.zshrc" : "~/.bashrc"
    return "echo 'export PATH=\"\(folder.path):$PATH\"' >> \(file)"
  }
}

// `stepwise install`: the built tool copied into DIR/bin, with the PATH line when needed.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct InstallCommandTests {
  /// Installs a stand-in for the release build into `prefix`, with this PATH and shell.
  func install(prefix: TemporaryFolder, path: String, shell: String = "/bin/bash") throws
    -> (ToolRun, built: URL)
  {
    let built = try prefix.write("#!/bin/sh\necho stand-in\n", to: "build/stepwise")
    _ = try prefix.write("#!/bin/sh\necho whole stand-in\n", to: "build/stepwise-all")
    let captured = CapturedConsole(input: "")
    let environment = ToolEnvironment(
      variables: ["HOME": prefix.url.path, "PATH": path, "SHELL": shell],
      currentDirectory: PackageRoot.url, executable: nil)
    let context = ToolContext(
      console: captured.makeConsole(), environment: environment)
    let command = InstallCommand(
      Invocation(values: [InstallCommand.prefix: prefix.url.appendingPathComponent("tools").path]))
    var builtIn: URL?
    let code = command.install(context) { package in
      builtIn = package
      return built
    }
    #expect(builtIn?.standardizedFileURL.path == PackageRoot.url.standardizedFileURL.path)
    return (ToolRun(exitCode: code, output: captured.output, error: captured.error), built)
  }

  @Test func theBuiltToolIsCopiedIntoBinAndTheReaderIsToldHowToReachIt() throws {
    let prefix = try TemporaryFolder()
    let bin = prefix.url.appendingPathComponent("tools/bin")

    let (run, built) = try install(prefix: prefix, path: "/usr/bin", shell: "/usr/bin/zsh")

    let installed = bin.appendingPathComponent("stepwise")
    #expect(run.exitCode == .success, "\(run.error)")
    // Both programs: `stepwise` starts `stepwise-all`, beside it, for the other commands.
    for program in ["stepwise", "stepwise-all"] {
      let copy = bin.appendingPathComponent(program)
      #expect(
        FileManager.default.contents(atPath: copy.path)
          == FileManager.default.contents(
            atPath: built.deletingLastPathComponent().appendingPathComponent(program).path))
      let permissions = try FileManager.default.attributesOfItem(atPath: copy.path)[
        .posixPermissions]
      #expect(permissions as? Int == 0o755)
    }
    #expect(try String(contentsOf: installed, encoding: .utf8).contains("echo stand-in"))
    #expect(
      run.output == """
        Installed stepwise at \(installed.path)
        \(bin.path) is not on your PATH yet. Add it, then open a new terminal:
          echo 'export PATH="\(bin.path):$PATH"' >> ~/.zshrc

        """)
  }

  @Test func theInstallSpeaksJapaneseButTheShellLineStaysAsTheShellReadsIt() throws {
    let prefix = try TemporaryFolder()
    let bin = prefix.url.appendingPathComponent("tools/bin")

    let (run, _) = try Language.$chosen.withValue(.japanese) {
      try install(prefix: prefix, path: "/usr/bin")
    }
    let (again, _) = try Language.$chosen.withValue(.japanese) {
      try install(prefix: prefix, path: "/usr/bin:\(bin.path)")
    }

    #expect(
      run.output == """
        インストールしました: stepwise (\(bin.path)/stepwise)
        \(bin.path) はまだ PATH に入っていません。追加してから、新しいターミナルを開きます:
          echo 'export PATH="\(bin.path):$PATH"' >> ~/.bashrc

        """)
    #expect(again.output.hasSuffix("確かめるには: stepwise --version\n"))
  }

  @Test func onThePathItSaysHowToCheckAndAnInstallReplacesTheOldTool() throws {
    let prefix = try TemporaryFolder()
    let bin = prefix.url.appendingPathComponent("tools/bin")
    _ = try install(prefix: prefix, path: "/usr/bin")

    let (again, _) = try install(prefix: prefix, path: "/usr/bin:\(bin.path)")

    #expect(again.exitCode == .success)
    #expect(again.output.hasSuffix("Check it with: stepwise --version\n"))
    let left = try FileManager.default.contentsOfDirectory(atPath: bin.path)
    #expect(left.sorted() == ["stepwise", "stepwise-all"], "no partial copy is left behind")
  }
}

// Runs `stepwise serve --dir` or `stepwise run --dir` in-process, with stand-ins for what
// they start.

import AppProgram
import AppTestSupport
import Foundation
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

/// Why a command's words did not parse as a run of it.
struct NotARun: Error {}

/// Runs `stepwise <name> <arguments>` in `home` as `runTool` does, on the fruit catalog;
/// `body` runs the parsed invocation with the context, and gives the exit code.
@MainActor
func runOwnAppCommand(
  _ name: String, _ arguments: [String], commands: [any Command.Type], home: TemporaryFolder,
  body: (Invocation, ToolContext) throws -> ExitCode
) throws -> ToolRun {
  let captured = CapturedConsole(input: "")
  let context = ToolContext(
    console: captured.makeConsole(isTerminal: false),
    environment: ToolEnvironment(
      variables: ["HOME": home.url.path], currentDirectory: home.url, executable: nil))
  guard
    case .run(_, let invocation) = try ArgumentParser.parse([name] + arguments, commands: commands)
  else { throw NotARun() }
  let exitCode = try AppCatalog.$current.withValue(FruitApp.catalog) {
    try body(invocation, context)
  }
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}

/// A package in `home/App` whose `swift` is a script: `dump-package` prints `dump`, by
/// default JSON naming `apps` as executables that use the kit, and `build` prints `build` and
/// ends with `status`; each call's arguments are added to `calls.txt`. Returns the script.
@MainActor func standInPackage(
  in home: TemporaryFolder, apps: [String] = ["Checklists"], dump: String? = nil,
  build: String = "", status: Int32 = 0
) throws -> URL {
  _ = try home.write(ServeOwnAppTests.manifestWithApp, to: "App/Package.swift")
  let targets = apps.map {
    #"{"name": "\#($0)", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]}"#
  }
  _ = try home.write(
    dump ?? #"{"targets": [\#(targets.joined(separator: ", "))]}"#, to: "dump.json")
  _ = try home.write(build + "\n", to: "build.txt")
  let swift = try home.write(
    """
    #!/bin/sh
    echo "$@" >> '\(home.url.path)/calls.txt'
    if [ "$1" = package ]; then cat '\(home.url.path)/dump.json'; exit 0; fi
    cat '\(home.url.path)/build.txt'
    exit \(status)

    """, to: "swift")
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
  return swift
}

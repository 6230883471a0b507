// `stepwise serve`: its help, its mistakes, the script the page writes replayed by `play`,
// and Ctrl-C stopping the built tool with every app terminated properly.

import AppTestSupport
import Foundation
import StepwiseServe
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct ServeCommandTests {
  @Test func theHelpSaysHowToOpenThePageAndWhereEachTabKeepsItsData() throws {
    let home = try TemporaryFolder()

    let run = runTool(["help", "serve"], home: home)

    #expect(run.exitCode == .success)
    #expect(
      run.output.hasPrefix(
        "Usage: stepwise serve [<app>] [--port N] [--dir PACKAGE] [--sandbox DIR] [--fresh] "
          + "[--language CODE]\n\n"
          + "Serves a page on 127.0.0.1 (never another interface) and prints its address"))
    #expect(run.output.contains("every\nother tab's app runs in a temporary container of its own"))
    #expect(
      run.output.contains("Ctrl-C stops the server: every running app is terminated properly"))
    #expect(
      run.output.contains(
        "  --port N         the port on 127.0.0.1 (default 8017; 0 picks a free one)\n"))
  }

  @Test(arguments: [
    (["serve", "frut"], "stepwise: there is no app \"frut\" (did you mean fruit?)"),
    (["serve", "--port", "http"], "stepwise: --port takes a number from 0 to 65535, not http"),
    (["serve", "--port", "70000"], "stepwise: --port takes a number from 0 to 65535, not 70000"),
    (
      ["serve", "--language", "../../etc"],
      "stepwise: --language takes a language such as ja, en or en-GB, not ../../etc"
    ),
    (
      ["run", "fruit", "--language", "日本語"],
      "stepwise: --language takes a language such as ja, en or en-GB, not 日本語"
    ),
    (["serve", "--language", ""], "stepwise: --language needs a non-empty CODE"),
  ])
  func aMistakeOnTheCommandLineIsAUsageError(arguments: [String], message: String) throws {
    let home = try TemporaryFolder()

    let run = runTool(arguments, home: home)

    #expect(run.exitCode == .usageError)
    #expect(run.error.hasPrefix(message + "\n"))
  }

  @Test func aPortInUseIsRefusedWithHowToChooseAnother() throws {
    let home = try TemporaryFolder()
    let busy = try HTTPServer(port: 0)
    defer { busy.stop() }

    let run = runTool(["serve", "--port", String(busy.port)], home: home)

    #expect(run.exitCode == .failure)
    #expect(run.error.contains("cannot listen on 127.0.0.1:\(busy.port)"))
    #expect(
      run.error.contains(
        "Choose another port with --port, such as --port \(busy.port + 1), or --port 0 for any "
          + "free one."))
  }

  @Test func theScriptThePageWritesReplaysGreenInPlay() async throws {
    let home = try TemporaryFolder()
    let site = try LiveSite(apps: FruitApp.catalog.apps, startApp: FruitApp.descriptor)
    let session = try await site.newSession()
    let lines = [
      "tap row 0", "tap \"+\"", "type \"K\"", "type \"i\"", "type \"w\"", "type \"y\"",
      "backspace", "type \"i\"", "tap \"Done\"", "tap row 9", "delete row 1", "accessory row 2",
      "backspace 3", "tap \"Cancel\"", "background", "crash", "relaunch", "tap \"Clear\"",
      "tap \"Cancel\"", "launch checklists-fruit", "tap row 2", "terminate", "launch fruit",
    ]
    for line in lines { _ = try await site.send(line, to: session) }
    let script = try await site.request("GET", "/session/\(session)/script").text
    await site.stop()
    try home.write(script, to: "walk.stepwise")

    let run = runTool(["play", "walk.stepwise"], home: home)

    #expect(run.error == "")
    #expect(run.exitCode == .success)
    #expect(script.contains("type \"Kiwy\"\nbackspace\ntype \"i\"\n"), "\(script)")
    #expect(!script.contains("tap row 9"), "a gesture that could not be made is left out")
    #expect(
      script.hasSuffix("expect title \"Fruit\"\nexpect rows \"Apple\", \"Cherry\", \"Kiwi\"\n"))
    #expect(run.output.hasSuffix("passed: 22 commands, 2 expectations held\n"))
  }

  @Test func ctrlCStopsTheBuiltServerAndTheAppSavesAsItTerminates() async throws {
    let home = try TemporaryFolder()
    let process = Process()
    process.executableURL = try BuiltTool.url()
    process.arguments = ["serve", "checklists-06", "--port", "0", "--sandbox", "box"]
    process.currentDirectoryURL = home.url
    process.environment = ["HOME": home.url.path, "NO_COLOR": "1"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let printed = PipeText(output)
    try process.run()
    defer { process.waitUntilExit(seconds: 0) }

    let address = try await OwnThread.run { try printed.address(seconds: 300) }
    let (_, page) = try await LoopbackHTTP.request("GET", address)
    for line in ["tap \"+\"", "type \"Milk\"", "tap \"Done\""] {
      let (reply, _) = try await LoopbackHTTP.request(
        "POST", page.appendingPathComponent("command"), body: Data(line.utf8))
      #expect(reply.status == 200, "\(line)")
    }
    let file = home.url.appendingPathComponent("box/Documents/Checklists.plist")
    let milk = Data("Milk".utf8)
    let savedBefore = FileManager.default.contents(atPath: file.path) ?? Data()
    process.interrupt()
    let status = await OwnThread.run {
      process.waitUntilExit(seconds: 60)
      return process.terminationStatus
    }
    let whole = printed.whole(seconds: 10)

    #expect(status == 0)
    #expect(whole.hasSuffix("stopped; every app was terminated properly\n"), "\(whole)")
    // checklists-06 saves its DataModel when the app enters the background or terminates.
    #expect(savedBefore.range(of: milk) == nil)
    #expect(FileManager.default.contents(atPath: file.path)?.range(of: milk) != nil)
  }
}

// The page's script names the command that replays it: for a course app, `stepwise play`,
// run here as a learner's shell runs the line.

import AppProgram
import AppTestSupport
import Foundation
import StepwiseApps
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct ServeReplayTests {
  @Test func theScriptOfACourseAppReplaysWithTheLineItShows() async throws {
    let app = try #require(AppCatalog.standard.entry(id: "checklists-02")?.app)
    let data = try TemporaryFolder()
    let site = try LiveSite(apps: AppCatalog.standard.apps, startApp: app)
    let session = try await site.newSession()
    for line in ["tap \"+\"", "type \"Milk\"", "tap \"Done\""] {
      _ = try await site.send(line, to: session)
    }
    let script = try await site.request("GET", "/session/\(session)/script").text
    await site.stop()

    let prefix = "# Made in stepwise serve; replay it with: "
    let first = try #require(script.split(separator: "\n").first)
    #expect(first == prefix + "stepwise play FILE")
    let file = try data.write(script, to: "milk.stepwise")
    let command = first.dropFirst(prefix.count).replacingOccurrences(of: "FILE", with: file.path)
    let tool = try BuiltProgram(named: "stepwise").url().deletingLastPathComponent()
    let run = try ShellRun(command, in: data.url, path: tool.path)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("expect rows"), "\(run.output)")
  }
}

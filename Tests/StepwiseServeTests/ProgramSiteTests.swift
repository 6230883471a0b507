// The site on an app's own program, as `stepwise serve --dir` serves a learner's app: the
// page's state through the real server, each tab its own program, the app saving at the end.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport
import ViewHarness

@testable import StepwiseServe

@MainActor
@Suite struct ProgramSiteTests {
  let checklists = BuiltProgram(named: "PortedChecklists")

  @Test func thePageDrivesTheAppsOwnProgramWithTheSamePanels() async throws {
    let data = try TemporaryFolder()
    let box = data.url.appendingPathComponent("box")
    let site = try LiveSite(program: try checklists.url(), sandbox: box)
    let session = try await site.newSession()
    let first = try await site.request("GET", "/session/\(session)/state").state()
    var replies: [HTTPReply] = []
    for line in ["tap \"+\"", "type \"Groceries\"", "tap \"Done\""] {
      replies.append(try await site.send(line, to: session))
    }
    let state = try #require(try replies.last?.state())
    let refused = try await site.send("tap row 9", to: session)
    let script = try await site.request("GET", "/session/\(session)/script")
    let other = try await site.newSession()
    let otherState = try await site.request("GET", "/session/\(other)/state").state()
    await site.stop()

    #expect(first.apps.map(\.id) == ["PortedChecklists"], "the one app: the program's own")
    #expect(first.isRunning)
    #expect(replies.map(\.status) == [200, 200, 200])
    #expect(state.phone.contains("Groceries"))
    #expect(state.flow.contains("data-arrow=\"View → Controller\""), "\(state.flow)")
    #expect(state.flow.contains("Groceries"), "the model's change")
    #expect(state.sandbox == box.path)
    #expect(refused.status == 422)
    #expect(try refused.state().message?.contains("no row 9") == true)
    #expect(script.headers["content-disposition"]?.contains("PortedChecklists.stepwise") == true)
    #expect(script.text.contains("type \"Groceries\"\ntap \"Done\"\n"))
    #expect(otherState.sandbox != box.path, "a second tab runs in a container of its own")
    let saved = box.appendingPathComponent("Documents/Checklists.plist")
    #expect(
      FileManager.default.contents(atPath: saved.path)?.range(of: Data("Groceries".utf8)) != nil,
      "the end of the program's input terminated the app properly, and it saved")
  }
}

@MainActor
@Suite struct ProgramDriverTests {
  /// A program that answers `launch` and crashes on anything else, writing each line it
  /// reads to `heard`. Its answers carry the command's number, signed with the run's secret.
  static func crashingProgram(in folder: TemporaryFolder) throws -> URL {
    let heard = folder.url.appendingPathComponent("heard").path
    let reply =
      "{\"alertShown\":false,\"appID\":\"Crashy\",\"crashed\":false,"
      + "\"isRunning\":true,\"phone\":\"<svg/>\",\"rows\":[],\"sandbox\":\"/tmp/box\","
      + "\"sequence\":NUMBER,\"transcript\":[\"▶ launch Crashy\"]}"
    let program = try folder.write(
      """
      #!/bin/sh
      \(ChannelStandIn.hmac)
      n=0
      while read line; do
        n=$((n+1))
        echo "$line" >> '\(heard)'
        if [ "$line" = launch ]; then
          json=$(printf '%s' '\(reply)' | sed "s/NUMBER/$n/")
          printf '%s%s %s\\n' '\(AppChannel.Reply.marker)' "$(sign "$json")" "$json"
          continue
        fi
        echo "Fatal error: Index out of range"
        exit 1
      done

      """, to: "crashy")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    return program
  }

  @Test func aProgramThatCrashesIsSaidWithItsLastLinesAndStartsAgainLaunched() throws {
    let folder = try TemporaryFolder()
    let driver = ProgramDriver(
      executable: try Self.crashingProgram(in: folder), sandbox: nil, commandTimeLimit: 20)

    let launched = driver.perform(.launch(appID: nil))
    let crashed = driver.perform(.gesture(.tapRow(.index(0))))
    let again = driver.perform(.gesture(.tapRow(.index(0))))
    driver.finish()

    #expect(launched.refusal == nil)
    #expect(launched.transcript == ["▶ launch Crashy"])
    #expect(crashed.crashed)
    #expect(
      crashed.refusal
        == "the app's program ended during tap row 0:\nFatal error: Index out of range")
    #expect(!driver.view.isRunning)
    #expect(again.crashed, "the program started again, launched, and crashed again")
    #expect(
      folder.read("heard") == "launch\ntap row 0\nlaunch\ntap row 0\n",
      "the program started again was sent launch before the gesture")
  }

  @Test func aProgramThatNeitherAnswersNorEndsOnSIGTERMIsKilled() throws {
    let folder = try TemporaryFolder()
    let pidFile = folder.url.appendingPathComponent("pid")
    let program = try folder.write(
      """
      #!/bin/sh
      trap '' TERM
      echo "$$" > '\(pidFile.path)'
      while :; do sleep 1; done

      """, to: "stubborn")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    let driver = ProgramDriver(executable: program, sandbox: nil, commandTimeLimit: 1)

    let started = Date()
    let launched = driver.perform(.launch(appID: nil))
    let waited = Date().timeIntervalSince(started)

    #expect(launched.crashed)
    #expect(
      launched.refusal
        == "the app's program did not answer launch within 1 seconds and was stopped")
    #expect(waited < 30, "asked to end, then killed: \(waited) s")
    let written = try #require(folder.read("pid"))
    let pid = try #require(pid_t(written.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) != 0, "the program is gone")
  }
}

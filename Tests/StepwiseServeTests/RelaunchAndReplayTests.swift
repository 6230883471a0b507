// After a crash the phone offers a Relaunch; the script's first line names a command that
// replays it, for the course's apps and for an app's own program.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import StepwiseServe

@MainActor
@Suite struct RelaunchOfferTests {
  func site() throws -> LiveSite {
    try LiveSite(
      apps: [FruitApp.descriptor, CrashingListApp.descriptor], startApp: FruitApp.descriptor)
  }

  @Test func aCrashTellsTheLearnerTheAppEndedAndOffersARelaunch() async throws {
    let site = try site()
    let session = try await site.newSession()

    let running = try await site.request("GET", "/session/\(session)/state").state()
    let crashed = try await site.send("crash", to: session).state()
    let relaunched = try await site.send("relaunch", to: session).state()
    let page = try await site.request("GET", "/session/\(session)")
    await site.stop()

    #expect(running.relaunchOffer == nil)
    #expect(!crashed.isRunning)
    #expect(crashed.relaunchOffer == "Fruit crashed: the app has ended. Relaunch it to go on.")
    #expect(relaunched.isRunning)
    #expect(relaunched.relaunchOffer == nil)
    #expect(
      page.text.contains(
        "<div id=\"ended\" role=\"alert\" hidden><p id=\"ended-text\"></p>"
          + "<button data-line=\"relaunch\">Relaunch</button></div>"))
  }

  @Test func theAppsOwnCrashOffersARelaunchToo() async throws {
    let site = try site()
    let session = try await site.newSession()

    _ = try await site.send("launch crashing-list", to: session)
    let crashed = try await site.send("tap \"+\"", to: session).state()
    await site.stop()

    #expect(
      crashed.relaunchOffer
        == "Crashing list crashed: the app has ended. Relaunch it to go on.")
  }

  @Test func aTerminatedAppIsNotRunningAndCanBeRelaunched() async throws {
    let site = try site()
    let session = try await site.newSession()

    let terminated = try await site.send("terminate", to: session).state()
    await site.stop()

    #expect(terminated.relaunchOffer == "Fruit is not running. Relaunch it to go on.")
  }
}

@MainActor
@Suite struct ReplayLineTests {
  let checklists = BuiltProgram(named: "PortedChecklists")

  @Test func aLearnersAppIsReplayedByStepwisePlayOnItsPackage() {
    #expect(
      ReplayCommand.ownApp(package: "MyChecklists", product: "Checklists")
        == "stepwise play FILE --dir MyChecklists --app Checklists")
    #expect(
      ReplayCommand.ownApp(package: "My Apps/Check's", product: "Checklists")
        == "stepwise play FILE --dir 'My Apps/Check'\\''s' --app Checklists")
    #expect(ReplayCommand.course == "stepwise play FILE")
  }

  @Test func theScriptOfALearnersAppReplaysWithTheLineItShows() async throws {
    let data = try TemporaryFolder()
    let site = try LiveSite(
      program: try checklists.url(), sandbox: data.url.appendingPathComponent("box"))
    let session = try await site.newSession()
    for line in ["tap \"+\"", "type \"Eggs\"", "tap \"Done\""] {
      _ = try await site.send(line, to: session)
    }
    let script = try await site.request("GET", "/session/\(session)/script").text
    await site.stop()

    let prefix = "# Made in stepwise serve; replay it with: "
    let first = try #require(script.split(separator: "\n").first)
    #expect(first.hasPrefix(prefix + (try checklists.url().path) + " --play FILE"))
    let file = try data.write(script, to: "eggs.stepwise")
    let command = first.dropFirst(prefix.count).replacingOccurrences(of: "FILE", with: file.path)
    let run = try ShellRun(command, in: data.url)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("expect rows \"Eggs\""))
    #expect(run.output.contains("passed:"))
  }
}

// An app with `@main` driven by a page server (`--remote`), as `stepwise serve --dir` drives a
// learner's own app: one script line in, one answer out, the app saving at the end of input.

import AppTestSupport
import Foundation
import Testing
import ViewHarness

@testable import AppProgram

@Suite struct AppServeTests {
  let checklists = BuiltProgram(named: "PortedChecklists")

  @Test func eachLineIsAnsweredWithTheScreenAndTheFlowAndTheAppSavesAtTheEnd() throws {
    let data = try TemporaryFolder()
    let input = """
      launch
      tap "+"
      type "Groceries"
      tap "Done"
      tap row 9

      """

    let run = try checklists.run(
      ["--remote", "--sandbox", "box"], input: input, in: data.url, home: data.url,
      environment: ["NO_COLOR": "1"])

    let replies = run.output.split(separator: "\n").compactMap { AppChannel.Reply.read(String($0)) }
    #expect(run.status == 0, "\(run.error)")
    #expect(replies.count == 5, "\(run.output)")
    let launch = try #require(replies.first)
    #expect(launch.appID == "PortedChecklists")
    #expect(launch.isRunning)
    #expect(launch.transcript.first?.hasPrefix("▶ launch") == true, "\(launch.transcript)")
    #expect(launch.sandbox == data.url.appendingPathComponent("box").path)
    let done = replies[3]
    #expect(done.refusal == nil)
    #expect(done.phone.contains("Groceries"))
    #expect(done.rows.contains("Groceries"))
    #expect(done.transcript.contains { $0.contains("model: ") }, "\(done.transcript)")
    // Each line says who made its call, so the page draws it in its lane: the bar button's
    // tap is the view's own work, the table's questions go to its data source.
    #expect(done.origins.count == done.transcript.count)
    let tapped = done.transcript.firstIndex { $0.contains("bar button \"Done\" tapped") }
    #expect(tapped.map { done.origins[$0] } == .view, "\(done.transcript)")
    let asked = done.transcript.firstIndex { $0.contains("tableView(_:cellForRowAt:") }
    #expect(asked.map { done.origins[$0] } == .dataSource, "\(done.transcript)")
    // And each of the device's own lines says what kind it is: the watch's model line.
    #expect(done.tags.count == done.transcript.count)
    let changed = done.transcript.firstIndex { $0.hasPrefix("  model: ") }
    #expect(changed.map { done.tags[$0] } == .model, "\(done.transcript)")
    #expect(replies[4].refusal?.contains("no row 9") == true, "\(replies[4])")
    let saved = data.url.appendingPathComponent("box/Documents/Checklists.plist")
    #expect(
      FileManager.default.contents(atPath: saved.path)?.range(of: Data("Groceries".utf8)) != nil)
  }

  @Test func aJudgedRunAnswersWithTheScreenAsDataAndARelaunchStartsTheProgramOver() throws {
    let data = try TemporaryFolder()

    let run = try BuiltProgram(named: "ContainerProbe").run(
      ["--judged", "--sandbox", "box"], input: "launch\nrelaunch\ntap \"Store\"\n",
      in: data.url, home: data.url,
      environment: ["NO_COLOR": "1", AppChannel.secretVariable: "this-run"])

    let lines = run.output.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix(AppChannel.Reply.marker)
    }
    let replies = lines.compactMap(AppChannel.Reply.read)
    #expect(run.status == 0, "\(run.error)")
    #expect(replies.map(\.sequence) == [1, 2, 3], "numbered across the relaunch")
    #expect(lines.allSatisfy { AppChannel.Reply.isSigned($0, with: "this-run") })
    #expect(!lines.contains { AppChannel.Reply.isSigned($0, with: "another-run") })
    #expect(replies.allSatisfy { $0.phone.isEmpty }, "a check's answers draw no phone")
    #expect(
      replies.last?.observation?.snapshot.elements.contains(
        .button(title: "Store", isEnabled: true)) == true)
    // A new process: no static outlives the relaunch, as on a phone.
    let relaunched = try #require(replies.dropFirst().first)
    #expect(relaunched.transcript.contains("  print: launches in this process: 1"), "\(relaunched)")
    // The program took the secret out of its environment before the app's code ran (its
    // own `static func main()` included), in the first process and in the one the relaunch
    // started.
    for reply in replies.prefix(2) {
      #expect(reply.transcript.contains("  print: channel secret seen: no"), "\(reply)")
      #expect(
        reply.transcript.contains("  print: channel secret seen by main(): no"), "\(reply)")
    }
  }

  @Test func anAnswerIsOneMarkedLineAndNothingElseReadsAsOne() {
    var reply = AppChannel.Reply()
    reply.title = "List\nwith a break"
    reply.rows = ["Milk"]

    let line = reply.line(signedWith: "this-run")
    #expect(!line.contains("\n"))
    #expect(AppChannel.Reply.read(line) == reply)
    #expect(AppChannel.Reply.isSigned(line, with: "this-run"))
    #expect(AppChannel.Reply.read("print: {\"rows\": []}") == nil)
  }

  /// A call's origin the tool does not know (a program built by another version of the kit)
  /// leaves that line without one; the answer is still read, the rest of it kept.
  @Test func anOriginTheToolDoesNotKnowIsNoneAndTheAnswerIsStillRead() throws {
    var reply = AppChannel.Reply()
    reply.transcript = ["  slider moved", "  tableView(_:cellForRowAt: [0, 0])"]
    reply.origins = [.view, .dataSource]
    reply.tags = [.model, nil]
    let signed = reply.line(signedWith: "this-run")
    let line = signed.replacingOccurrences(of: "\"view\"", with: "\"someday\"")
      .replacingOccurrences(of: "\"model\"", with: "\"someday\"")
    #expect(line != signed)

    let read = try #require(AppChannel.Reply.read(line))
    #expect(read.transcript == reply.transcript)
    #expect(read.origins == [nil, .dataSource])
    #expect(read.tags == [nil, nil])
  }
}

// The site over HTTP: sessions per tab, gestures as script lines, bad input refused.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import Testing
import ToolTestSupport
import ViewHarness

@testable import StepwiseServe

@MainActor
@Suite struct WebsiteTests {
  let apps = [FruitApp.descriptor, FruitApp.checklistsDescriptor]

  func site(keptSandbox: URL? = nil, maximumSessions: Int = 12) throws -> LiveSite {
    try LiveSite(
      apps: apps, startApp: FruitApp.descriptor, keptSandbox: keptSandbox,
      maximumSessions: maximumSessions)
  }

  @Test func anOpenedPageGetsASessionOfItsOwnAndThePhoneOfTheApp() async throws {
    let site = try site()
    let page = try await site.request("GET", "/")
    let session = try #require(page.url?.lastPathComponent)
    let state = try await site.request("GET", "/session/\(session)/state").state()
    await site.stop()

    #expect(page.status == 200)
    #expect(page.text.contains("data-session=\"\(session)\""))
    #expect(
      page.headers["content-security-policy"]
        == "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
    #expect(page.headers["x-frame-options"] == "DENY")
    #expect(state.app == "fruit")
    #expect(state.apps.map(\.id) == ["fruit", "checklists-fruit"])
    #expect(state.isRunning)
    #expect(state.phone.contains(">Fruit</text>"))
    #expect(state.phone.contains("data-command=\"tap row 0\""))
    #expect(state.script.contains("launch fruit\n"))
  }

  @Test func aGestureSentAsAScriptLineChangesThePhoneAndShowsItsFlow() async throws {
    let site = try site()
    let session = try await site.newSession()

    let reply = try await site.send("tap \"+\"", to: session)
    let state = try reply.state()
    await site.stop()

    #expect(reply.status == 200)
    #expect(state.phone.contains(">Add Fruit</text>"))
    #expect(state.lastCommand == "tap \"+\"")
    #expect(state.message == nil)
    #expect(state.flow.contains(">bar button &quot;+&quot; tapped</span>"))
    #expect(
      state.flow.contains(">present UINavigationController over UINavigationController</span>"))
  }

  @Test func typingKeyByKeyReachesTheFieldAndTheScriptSaysItInOneLine() async throws {
    let site = try site()
    let session = try await site.newSession()

    _ = try await site.send("tap \"+\"", to: session)
    for key in ["F", "i", "x", "\\\"", "\\\\"] {
      _ = try await site.send("type \"\(key)\"", to: session)
    }
    _ = try await site.send("backspace", to: session)
    _ = try await site.send("backspace", to: session)
    _ = try await site.send("backspace", to: session)
    _ = try await site.send("type \"g\"", to: session)
    let state = try await site.send("tap \"Done\"", to: session).state()
    await site.stop()

    #expect(state.phone.contains(">Fig</text>"))
    #expect(
      state.script == """
        # Made in stepwise serve; replay it with: stepwise play FILE
        launch fruit
        tap "+"
        type "Fix\\"\\\\"
        backspace 3
        type "g"
        tap "Done"
        # what the screen showed last
        expect title "Fruit"
        expect rows "Apple", "Banana", "Cherry", "Fig"

        """)
  }

  /// Typing merged into one line stops at the most a `type` line may hold, so that the
  /// script replays: a longer text is more than one line.
  @Test func typingLongerThanATypeLineTakesIsRecordedInLinesThatReplay() async throws {
    let site = try site()
    let session = try await site.newSession()

    _ = try await site.send("tap \"+\"", to: session)
    let chunk = String(repeating: "a", count: 1_900)
    for _ in 0..<6 { _ = try await site.send("type \"\(chunk)\"", to: session) }
    // A line longer than the page takes is refused, saying so.
    let long = try await site.send(
      "paste \"\(String(repeating: "b", count: 2_500))\"", to: session)
    #expect(long.status == 413)
    #expect(
      long.text.contains(
        "this line is 2508 characters long; the page takes lines of at most 2000"),
      "\(long.text)")
    let state = try await site.send("tap \"Done\"", to: session).state()
    await site.stop()

    let typed = state.script.split(separator: "\n").filter { $0.hasPrefix("type ") }
    #expect(typed.map(\.count) == [9_507, 1_907])
    for line in state.script.split(separator: "\n") {
      #expect(throws: Never.self) { try ScriptParser.parseLine(String(line)) }
    }
  }

  @Test func theDatePickerCarriesItsMinuteAndTakesAnother() async throws {
    let site = try site()
    let session = try await site.newSession()

    let before = try await site.send("tap \"+\"", to: session).state()
    let after = try await site.send("pick date 2026-12-24 18:30", to: session).state()
    await site.stop()

    #expect(before.phone.contains("data-pick=\"2027-01-15 17:00\""))
    #expect(after.phone.contains("data-pick=\"2026-12-24 18:30\""))
    #expect(after.flow.contains(">date picker value changed</span>"))
  }

  @Test func aJapaneseSiteLabelsThePageAndSaysTheHarnesssMessageInJapanese() async throws {
    let site = try site()
    site.website.language = .japanese
    let page = try await site.request("GET", "/")
    let session = try #require(page.url?.lastPathComponent)

    let reply = try await site.send("tap row 9", to: session)
    let state = try reply.state()
    let ended = try await site.request("GET", "/session/gone")
    await site.stop()

    #expect(page.text.contains("<html lang=\"ja\">"))
    #expect(page.text.contains("<button data-line=\"background\">バックグラウンドへ</button>"))
    #expect(page.text.contains("data-stopped=\"サーバーが止まりました。"))
    #expect(page.text.contains("<h2><code id=\"last\">最後のジェスチャー</code>がしたこと</h2>"))
    #expect(state.message == "行 9 はありません (行は 0 から 2 です)")
    #expect(ended.text.contains("このセッションは終了しました"))
  }

  @Test func aJapaneseSiteRefusesInJapaneseAndKeepsTheStatusLineAndTheSentLine() async throws {
    let site = try site()
    site.website.language = .japanese
    let session = try await site.newSession()

    let unknownPath = try await site.request("GET", "/etc/passwd")
    let wrongMethod = try await site.request("GET", "/session/\(session)/command")
    let unknownSession = try await site.request("GET", "/session/nope/state")
    let notAGesture = try await site.send("expect title \"Fruit\"", to: session)
    let badLine = try await site.send("tap row", to: session)
    let unknownApp = try await site.send("launch melon", to: session)
    await site.stop()

    #expect(unknownPath.status == 404)
    #expect(unknownPath.text == "/etc/passwd にページはありません: / を開くとセッションが始まります\n")
    #expect(wrongMethod.status == 405)
    #expect(wrongMethod.text == "/session/\(session)/command が受け付けるのは POST だけです\n")
    #expect(
      unknownSession.text
        == "セッション nope はありません: サーバーが再起動したのかもしれません。/ を開き直してください\n")
    #expect(notAGesture.status == 400)
    // The line as sent is code: it stays as written.
    #expect(
      notAGesture.text
        == "expect title \"Fruit\" はジェスチャーではありません: ページが送るのはジェスチャーと launch だけです\n")
    #expect(badLine.status == 400)
    #expect(badLine.text.hasPrefix("tap row: 8 列目: "))
    #expect(unknownApp.status == 404)
    #expect(unknownApp.text.hasPrefix("アプリ \"melon\" はありません ("))
  }

  @Test func aGestureThatCannotBeMadeShowsTheHarnesssMessage() async throws {
    let site = try site()
    let session = try await site.newSession()

    let reply = try await site.send("tap row 9", to: session)
    let state = try reply.state()
    await site.stop()

    #expect(reply.status == 422)
    #expect(state.message == "there is no row 9 (rows are 0 to 2)")
    #expect(!state.script.contains("tap row 9"))
  }

  @Test func theAppsLifeIsReachableAndTheSandboxShownAfterEachGesture() async throws {
    let site = try site()
    let session = try await site.newSession()

    _ = try await site.send("tap row 0", to: session)
    let background = try await site.send("background", to: session).state()
    _ = try await site.send("foreground", to: session)
    let crashed = try await site.send("crash", to: session).state()
    let relaunched = try await site.send("relaunch", to: session).state()
    await site.stop()

    #expect(
      background.files.map(\.path) == [
        "Documents/Fruit.txt", "Library/Preferences/org.stepwise.fruit.plist",
      ])
    #expect(background.files.first?.text == "+Apple\n+Banana\n-Cherry\n")
    #expect(background.files.last?.text == "BackgroundEvents: 2")
    #expect(
      background.flow.contains(">wrote Documents/Fruit.txt (<wbr>23 bytes)</span>")
        || background.flow.contains(">created Documents/Fruit.txt (<wbr>23 bytes)</span>"))
    #expect(!crashed.isRunning)
    #expect(crashed.phone.contains("fruit is not running"))
    #expect(relaunched.isRunning)
    #expect(relaunched.phone.contains("data-command=\"tap row 0\""))
  }

  @Test func theAppPickerLaunchesAnotherAppAndAnUnknownOneIsRefused() async throws {
    let site = try site()
    let session = try await site.newSession()

    let other = try await site.send("launch checklists-fruit", to: session).state()
    let unknown = try await site.send("launch frut", to: session)
    await site.stop()

    #expect(other.app == "checklists-fruit")
    #expect(unknown.status == 404)
    #expect(unknown.text == "there is no app \"frut\" (did you mean fruit?)\n")
  }

  @Test(arguments: [
    ("taps row 0", 400, "taps row 0: column 1: unknown command \"taps\" (did you mean tap?)"),
    (
      "tap row", 400,
      "tap row: column 8: expected a row number or a quoted row text after tap row, found nothing"
    ),
    (
      "expect title \"Fruit\"", 400,
      "expect title \"Fruit\" is not a gesture: the page sends gestures and launch only"
    ),
    ("# only a comment", 400, "the line holds no command: send one such as tap row 0"),
    (
      "tap row 0⏎tap row 1", 400,
      "send one line of the script language in UTF-8, such as tap row 0"
    ),
  ])
  func aLineThatIsNoGestureIsRefusedWithAClearMessage(line: String, status: Int, message: String)
    async throws
  {
    let site = try site()
    let session = try await site.newSession()

    // ⏎ stands for a line break, so that the test's name prints on one line.
    let reply = try await site.send(line.replacingOccurrences(of: "⏎", with: "\n"), to: session)
    await site.stop()

    #expect(reply.status == status)
    #expect(reply.text == message + "\n")
  }

  @Test func unknownPathsSessionsAndMethodsAreRefused() async throws {
    let site = try site()
    let session = try await site.newSession()

    let unknownPath = try await site.request("GET", "/etc/passwd")
    let unknownSession = try await site.request("GET", "/session/nope/state")
    let endedPage = try await site.request("GET", "/session/nope")
    let wrongMethod = try await site.request("GET", "/session/\(session)/command")
    let unknownAction = try await site.request("GET", "/session/\(session)/files")
    let postedHome = try await site.request("POST", "/", body: Data("x".utf8))
    let deletedStyle = try await site.request("DELETE", "/stepwise.css")
    await site.stop()

    #expect(unknownPath.status == 404)
    #expect(unknownPath.text == "there is no page at /etc/passwd: open / to start a session\n")
    #expect(unknownSession.status == 404)
    #expect(endedPage.status == 404)
    #expect(endedPage.text.contains("This session has ended"))
    #expect(wrongMethod.status == 405)
    #expect(wrongMethod.headers["allow"] == "POST")
    #expect(unknownAction.status == 404)
    // The page's own addresses take GET, and say so; they are there.
    for reply in [postedHome, deletedStyle] {
      #expect(reply.status == 405)
      #expect(reply.headers["allow"] == "GET")
      #expect(reply.text.hasSuffix("takes GET only\n"), "\(reply.text)")
    }
  }

  @Test func requestsFromOtherSitesAreRefused() async throws {
    let site = try site()
    let session = try await site.newSession()

    let foreignHost = site.website.respond(
      to: HTTPRequest(method: "GET", path: "/", headers: ["host": "evil.example:80"]))
    // A host name in capitals is the same name.
    let capitalHost = site.website.respond(
      to: HTTPRequest(
        method: "GET", path: "/", headers: ["host": "LOCALHOST:\(site.server.port)"]))
    let foreignOrigin = try await site.request(
      "POST", "/session/\(session)/command", body: Data("tap row 0".utf8),
      headers: ["Origin": "http://evil.example"])
    let ownOrigin = try await site.request(
      "POST", "/session/\(session)/command", body: Data("tap row 0".utf8),
      headers: ["Origin": "http://127.0.0.1:\(site.server.port)"])
    await site.stop()

    #expect(foreignHost.status == 403)
    #expect(capitalHost.status != 403)
    #expect(foreignOrigin.status == 403)
    #expect(ownOrigin.status == 200)
  }

  @Test(arguments: [
    ["Origin": "null"],
    ["Origin": "http://localhost:1234"],
    ["Origin": "http://127.0.0.1"],
    ["Origin": "https://127.0.0.1:PORT"],
    ["Origin": "http://127.0.0.1:PORT.evil.example"],
    ["Host": "127.0.0.1:1234"],
    ["Host": "localhost"],
    ["Sec-Fetch-Site": "cross-site"],
    ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"],
    ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-User": "?1"],
  ])
  func aPageOfAnotherOriginCannotStartSessionsNorSendGestures(headers: [String: String])
    async throws
  {
    let site = try site()
    let session = try await site.newSession()
    let port = "\(site.server.port)"
    let sent = headers.mapValues { $0.replacingOccurrences(of: "PORT", with: port) }

    let start = try await site.request("GET", "/", headers: sent)
    let gesture = try await site.request(
      "POST", "/session/\(session)/command", body: Data("delete row 0".utf8), headers: sent)
    let state = try await site.request("GET", "/session/\(session)/state").state()
    let count = site.website.sessionCount
    await site.stop()

    #expect(start.status == 403)
    #expect(gesture.status == 403)
    #expect(state.phone.contains(">Apple</text>"), "the gesture was not made")
    #expect(count == 1, "no session was started")
  }

  @Test func theOwnOriginOnEitherNameIsAnswered() async throws {
    let site = try site()
    let session = try await site.newSession()
    let port = site.server.port

    let byName = try await site.request(
      "POST", "/session/\(session)/command", body: Data("tap row 0".utf8),
      headers: ["Origin": "http://localhost:\(port)", "Host": "localhost:\(port)"])
    let sameOrigin = try await site.request(
      "GET", "/session/\(session)/state", headers: ["Sec-Fetch-Site": "same-origin"])
    let followedLink = try await site.request(
      "GET", "/",
      headers: [
        "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-User": "?1",
      ])
    await site.stop()

    #expect(byName.status == 200)
    #expect(sameOrigin.status == 200)
    #expect(followedLink.status == 200, "a link the user followed opens the page")
  }

  @Test func eachTabHasItsOwnSessionAndContainer() async throws {
    let kept = try TemporaryFolder()
    let site = try site(keptSandbox: kept.url.appendingPathComponent("fruit"))
    let first = try await site.newSession()
    let second = try await site.newSession()

    _ = try await site.send("delete row 0", to: first)
    let firstState = try await site.request("GET", "/session/\(first)/state").state()
    let secondState = try await site.request("GET", "/session/\(second)/state").state()
    await site.stop()

    #expect(first != second)
    #expect(
      firstState.phone.contains(">Banana</text>") && !firstState.phone.contains(">Apple</text>"))
    #expect(secondState.phone.contains(">Apple</text>"))
    #expect(firstState.sandbox == kept.url.appendingPathComponent("fruit").standardizedFileURL.path)
    #expect(secondState.sandbox != firstState.sandbox)
    #expect(!secondState.sandbox.hasPrefix(kept.url.path))
  }

  @Test func thePickerCannotStartAnotherAppInTheKeptSandbox() async throws {
    let kept = try TemporaryFolder()
    let box = kept.url.appendingPathComponent("box")
    let site = try site(keptSandbox: box)
    let session = try await site.newSession()

    _ = try await site.send("delete row 2", to: session)
    let other = try await site.send("launch checklists-fruit", to: session)
    let state = try other.state()
    await site.stop()

    #expect(other.status == 422)
    #expect(
      state.message?.contains(
        "cannot start checklists-fruit: the sandbox \(box.standardizedFileURL.path) belongs to "
          + "org.stepwise.fruit, not org.stepwise.checklists-fruit") == true)
    // The fruit app terminated properly and kept its file; the other app wrote nothing.
    #expect(kept.read("box/Documents/Fruit.txt") == "-Apple\n+Banana\n")
    #expect(kept.read("box/.stepwise-app") == "org.stepwise.fruit\n")
  }

  @Test func theStateShowsOnlyTheAppsOwnFilesNeverWhateverTheFolderHolds() async throws {
    let kept = try TemporaryFolder()
    try kept.write("secret", to: "outside/secret.txt")
    try kept.write("deep", to: "box/Library/a/b/c/d/deep.txt")
    try kept.write("hidden", to: "box/Documents/.Fruit.txt.1234.tmp")
    try kept.write("ok", to: "box/Documents/Notes/notes.txt")
    try kept.write("org.stepwise.fruit\n", to: "box/.stepwise-app")
    try FileManager.default.createDirectory(
      at: kept.url.appendingPathComponent("box/Library/Preferences"),
      withIntermediateDirectories: true)
    try FileManager.default.linkItem(
      at: kept.url.appendingPathComponent("outside/secret.txt"),
      to: kept.url.appendingPathComponent("box/Documents/hard-link.txt"))
    try FileManager.default.createSymbolicLink(
      at: kept.url.appendingPathComponent("box/Documents/link.txt"),
      withDestinationURL: kept.url.appendingPathComponent("outside/secret.txt"))
    let site = try site(keptSandbox: kept.url.appendingPathComponent("box"))
    let session = try await site.newSession()

    let state = try await site.send("background", to: session).state()
    await site.stop()

    #expect(
      state.files.map(\.path) == [
        "Documents/Fruit.txt", "Documents/Notes/notes.txt",
        "Library/Preferences/org.stepwise.fruit.plist",
      ])
    #expect(!state.files.contains { $0.text.contains("secret") })
  }

  /// A container whose Documents folder is itself a link out of it: not listed.
  @Test func aTopFolderThatIsALinkOutOfTheContainerIsNotListed() throws {
    let kept = try TemporaryFolder()
    try kept.write("TOPSECRET", to: "outside/key.txt")
    try kept.write("mine", to: "box/Library/Preferences/app.plist")
    try FileManager.default.createSymbolicLink(
      at: kept.url.appendingPathComponent("box/Documents"),
      withDestinationURL: kept.url.appendingPathComponent("outside"))

    let files = SandboxReader.files(in: kept.url.appendingPathComponent("box"))

    #expect(files.map(\.path) == ["Library/Preferences/app.plist"])
  }

  @Test func stoppingTerminatesEveryAppSoTheKeptOneSaves() async throws {
    let kept = try TemporaryFolder()
    let site = try site(keptSandbox: kept.url.appendingPathComponent("fruit"))
    let session = try await site.newSession()
    let other = try await site.newSession()
    let otherSandbox = try await site.request("GET", "/session/\(other)/state").state().sandbox

    _ = try await site.send("delete row 2", to: session)
    await site.stop()

    // The fruit app saves only when its delegate is told it terminates.
    #expect(kept.read("fruit/Documents/Fruit.txt") == "-Apple\n+Banana\n")
    #expect(
      !FileManager.default.fileExists(atPath: otherSandbox), "a temporary container is deleted")
    #expect(site.website.sessionCount == 0)
  }

  @Test func pastTheMostSessionsTheIdlestTemporaryOneEnds() async throws {
    let kept = try TemporaryFolder()
    let site = try site(keptSandbox: kept.url.appendingPathComponent("fruit"), maximumSessions: 2)
    let first = try await site.newSession()
    let second = try await site.newSession()
    let third = try await site.newSession()

    let firstReply = try await site.request("GET", "/session/\(first)/state")
    let secondReply = try await site.request("GET", "/session/\(second)/state")
    let thirdReply = try await site.request("GET", "/session/\(third)/state")
    await site.stop()

    #expect(firstReply.status == 200, "the kept session stays")
    #expect(secondReply.status == 404)
    #expect(thirdReply.status == 200)
  }

  @Test func theScriptCanBeDownloaded() async throws {
    let site = try site()
    let session = try await site.newSession()
    _ = try await site.send("tap row 1", to: session)

    let reply = try await site.request("GET", "/session/\(session)/script")
    await site.stop()

    #expect(reply.headers["content-disposition"] == "attachment; filename=\"fruit.stepwise\"")
    #expect(reply.text.contains("launch fruit\ntap row 1\n"))
  }
}

@MainActor
@Suite struct CrashInTheScriptTests {
  @Test func aGestureThatCrashesTheAppIsKeptAsACrashSoTheScriptGoesOnFromThere() async throws {
    let site = try LiveSite(
      apps: [CrashingListApp.descriptor], startApp: CrashingListApp.descriptor)
    let session = try await site.newSession()

    let reply = try await site.send("tap \"+\"", to: session)
    let state = try reply.state()
    _ = try await site.send("relaunch", to: session)
    let script = try await site.request("GET", "/session/\(session)/script").text
    await site.stop()

    #expect(reply.status == 422)
    #expect(state.message?.hasPrefix("the app crashed: attempt to insert row 2") == true)
    #expect(state.flow.contains("Terminating app due to uncaught exception"))
    #expect(
      script.contains(
        "launch crashing-list\ncrash  # tap \"+\" crashed the app\nrelaunch\n"))
  }
}

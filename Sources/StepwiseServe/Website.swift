// The site `stepwise serve` answers with: the page, its state, and the commands it sends.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import ViewHarness

/// Answers the page's requests on the main actor, one at a time.
///
/// `GET /` starts a session and sends the browser to `/session/<id>`, the page of that
/// session; the page asks `/session/<id>/state` for what to draw and sends each gesture to
/// `/session/<id>/command` as one line of the script language. Each tab has a session of
/// its own. The first session runs in the kept container (`--sandbox`, else the default
/// one, as `stepwise run` uses), every later one in a temporary container of its own,
/// deleted when the server stops: two apps never share a container.
///
/// Nothing is served from the file system: every page, script and picture is made here.
@MainActor
package final class Website {
  /// The apps the picker offers, in order (none when the site serves an app's own program).
  package let apps: [AppDescriptor]
  /// The app a new session starts (nil when the site serves an app's own program).
  package let startApp: AppDescriptor?
  /// The most sessions kept at once; past that the one idle longest ends.
  package let maximumSessions: Int

  /// The language the page and the harness's messages are in: the one current when the
  /// site was made (the server answers on a task of its own).
  package var language = Language.current

  /// The device's language each new tab starts in (`serve --language`); nil: the device's
  /// default, English.
  package var deviceLanguage: String?

  private let keptSandbox: ((AppDescriptor) -> URL)?
  /// The app's own program, when the site serves one, with its kept container and whether
  /// to empty it first.
  private let program: (executable: URL, sandbox: URL?, fresh: Bool, replay: String)?
  private let temporaryFolder: URL
  private var sessions: [String: TabSession] = [:]
  private var keptSessionID: String?

  /// A site for these apps: new sessions start `startApp`; the first runs in the container
  /// `keptSandbox` gives for an app (nil: a temporary one, like the others).
  package init(
    apps: [AppDescriptor], startApp: AppDescriptor, keptSandbox: ((AppDescriptor) -> URL)?,
    maximumSessions: Int = 12
  ) {
    self.apps = apps
    self.startApp = startApp
    self.keptSandbox = keptSandbox
    self.maximumSessions = maximumSessions
    program = nil
    temporaryFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-serve-\(UUID().uuidString)", isDirectory: true)
  }

  /// A site for an app's own program (the executable of an app whose delegate is marked
  /// `@main`, such as a learner's): each session runs it in a program of its own
  /// (``ProgramDriver``), the first in `sandbox` (nil: the program's own default, the one
  /// `swift run` uses; emptied first when `fresh`), every later one in a temporary container.
  /// Its scripts name `replayCommand` to replay them (by default the program's own `--play`).
  package init(
    program executable: URL, sandbox: URL?, fresh: Bool = false, replayCommand: String? = nil,
    maximumSessions: Int = 12
  ) {
    apps = []
    startApp = nil
    keptSandbox = nil
    self.maximumSessions = maximumSessions
    program = (executable, sandbox, fresh, replayCommand ?? ReplayCommand.program(executable))
    temporaryFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-serve-\(UUID().uuidString)", isDirectory: true)
  }

  /// How many sessions are open.
  package var sessionCount: Int { sessions.count }

  /// The port the site is served on: a request must name it in its `Host` (and `Origin`,
  /// when it has one). Set by ``serve(_:)``; nil answers a request naming any port.
  package var port: UInt16?

  /// The page's Content-Security-Policy: nothing from elsewhere, and no other page may
  /// frame it (a page that framed it could make the user click its buttons).
  static let contentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"

  /// Answers every request the server reads, until it stops.
  package func serve(_ server: HTTPServer) async {
    port = server.port
    for await exchange in server.exchanges {
      exchange.respond(respond(to: exchange.request))
    }
  }

  /// Ends every session: each running app is terminated, so its delegate can save, and the
  /// temporary containers are deleted.
  package func finish() {
    for session in sessions.values { session.finish() }
    sessions.removeAll()
    try? FileManager.default.removeItem(at: temporaryFolder)
  }

  // MARK: - Routes

  /// The answer to one request, in the site's language.
  package func respond(to request: HTTPRequest) -> HTTPResponse {
    Language.$chosen.withValue(language) { answer(request) }
  }

  /// The answer to one request, once its language is chosen.
  private func answer(_ request: HTTPRequest) -> HTTPResponse {
    if let refusal = refusalOfStrangers(request) { return refusal }
    let segments = request.segments
    let fixedPages: Set<String?> = [nil, "stepwise.css", "stepwise.js", "favicon.ico"]
    if segments.count <= 1, fixedPages.contains(segments.first), request.method != "GET" {
      return HTTPResponse(
        status: 405, contentType: "text/plain; charset=utf-8",
        body: Data((localized("\(request.path) takes \("GET") only") + "\n").utf8),
        headers: [("Allow", "GET")])
    }
    switch (request.method, segments.first, segments.count) {
    case ("GET", nil, _):
      return startSession()
    case ("GET", "stepwise.css", 1):
      return HTTPResponse(contentType: "text/css; charset=utf-8", body: Data(PageStyle.text.utf8))
    case ("GET", "stepwise.js", 1):
      return HTTPResponse(
        contentType: "text/javascript; charset=utf-8", body: Data(PageScript.text.utf8))
    case ("GET", "favicon.ico", 1):
      return HTTPResponse(status: 204, contentType: "image/x-icon", body: Data())
    case (_, "session", 2...3):
      return respond(
        to: request, session: segments[1], action: segments.count == 3 ? segments[2] : "")
    default:
      return .error(
        404, localized("there is no page at \(request.path): open / to start a session"))
    }
  }

  private func respond(to request: HTTPRequest, session id: String, action: String) -> HTTPResponse
  {
    let allowed = action == "command" ? "POST" : "GET"
    guard ["", "state", "command", "script", "ping"].contains(action) else {
      return .error(404, localized("there is no page at \(request.path)"))
    }
    guard request.method == allowed else {
      return HTTPResponse(
        status: 405, contentType: "text/plain; charset=utf-8",
        body: Data((localized("\(request.path) takes \(allowed) only") + "\n").utf8),
        headers: [("Allow", allowed)])
    }
    guard let session = sessions[id] else {
      if action.isEmpty {
        return HTTPResponse(
          status: 404, contentType: "text/html; charset=utf-8",
          body: Data(PageDocument.endedSession.utf8))
      }
      return .error(
        404,
        localized(
          "there is no session \(id.prefix(40)): the server may have restarted; open / again"))
    }
    session.lastUsed = Date()
    switch action {
    case "":
      return HTTPResponse(
        contentType: "text/html; charset=utf-8", body: Data(PageDocument.html(session: id).utf8),
        headers: [("Content-Security-Policy", Self.contentSecurityPolicy)])
    case "state":
      return json(state(of: session))
    case "ping":
      return HTTPResponse(status: 204, contentType: "text/plain", body: Data())
    case "script":
      let name = (session.driver.view.appID ?? "walkthrough") + ".stepwise"
      return HTTPResponse(
        contentType: "text/plain; charset=utf-8", body: Data(session.script.utf8),
        headers: [("Content-Disposition", "attachment; filename=\"\(name)\"")])
    default:
      return command(request, in: session)
    }
  }

  /// The longest line the page takes, in characters.
  static let longestLine = 2_000

  /// Runs the one script line a POST carries.
  private func command(_ request: HTTPRequest, in session: TabSession) -> HTTPResponse {
    guard let line = String(data: request.body, encoding: .utf8), !line.contains("\n"),
      !line.contains("\r")
    else {
      return .error(
        400, localized("send one line of the script language in UTF-8, such as tap row 0"))
    }
    guard line.count <= Self.longestLine else {
      return .error(
        413,
        localized(
          "this line is \(line.count) characters long; the page takes lines of at most \(Self.longestLine): send a longer text in parts, or play a script file with stepwise play"
        ))
    }
    let parsed: ScriptCommand?
    do {
      parsed = try ScriptParser.parseLine(line)
    } catch {
      return .error(
        400, "\(line.prefix(80)): " + localized("column \(error.column): ") + error.message)
    }
    guard let command = parsed else {
      return .error(400, localized("the line holds no command: send one such as tap row 0"))
    }
    switch command {
    case .gesture:
      break
    case .launch(let id):
      if program == nil, let id, !apps.contains(where: { $0.id == id }) {
        return .error(404, unknownAppMessage(id))
      }
    default:
      return .error(
        400, localized("\(command) is not a gesture: the page sends gestures and launch only"))
    }
    let outcome = session.perform(command)
    return json(state(of: session), status: outcome == .done ? 200 : 422)
  }

  /// A request that does not come from this machine's own page: another host name (a site
  /// whose name was pointed at 127.0.0.1), another port (another server on this machine),
  /// or a request a page of another origin sent: its `Origin` names another scheme, host or
  /// port, or is `null` (a sandboxed frame, a file, a redirect from elsewhere), or the
  /// browser says the request crosses sites.
  private func refusalOfStrangers(_ request: HTTPRequest) -> HTTPResponse? {
    let host = request.headers["host"] ?? ""
    guard isOwn(host) else {
      let shown = host.isEmpty ? localized("a request without a Host") : String(host.prefix(60))
      let addresses = ownAddresses.joined(separator: localized(" and "))
      return .error(403, localized("this server answers only to \(addresses), not \(shown)"))
    }
    if let origin = request.headers["origin"] {
      let prefix = "http://"
      guard origin.hasPrefix(prefix), isOwn(String(origin.dropFirst(prefix.count))) else {
        return .error(403, localized("requests from \(origin.prefix(60)) are not answered"))
      }
    }
    if let site = request.headers["sec-fetch-site"], site == "cross-site" || site == "same-site",
      !isFollowedLink(request)
    {
      return .error(403, localized("requests from another site are not answered"))
    }
    return nil
  }

  /// Whether a request from another site is the user following a link to the page: a
  /// navigation the user made (`Sec-Fetch-User: ?1`) to `/` or a session's page. A picture, a
  /// script or a form of another site is none, and neither is a navigation a page makes on
  /// its own.
  private func isFollowedLink(_ request: HTTPRequest) -> Bool {
    let segments = request.segments
    return request.method == "GET" && request.headers["sec-fetch-mode"] == "navigate"
      && request.headers["sec-fetch-user"] == "?1"
      && (segments.isEmpty || (segments.count == 2 && segments[0] == "session"))
  }

  /// The addresses the page is served at, with the port once it is known.
  private var ownAddresses: [String] {
    ["127.0.0.1", "localhost"].map { name in port.map { "\(name):\($0)" } ?? name }
  }

  /// Whether a host, with its port, is this server: 127.0.0.1 or localhost, on the port it
  /// listens on (any port while it is not known).
  private func isOwn(_ host: String) -> Bool {
    let parts = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    // Host names are the same whatever their case (LOCALHOST is localhost).
    guard let name = parts.first?.lowercased(), name == "127.0.0.1" || name == "localhost" else {
      return false
    }
    guard let port else { return parts.count == 1 || UInt16(parts[1]) != nil }
    return parts.count == 2 ? parts[1] == "\(port)" : port == 80
  }

  private func unknownAppMessage(_ id: String) -> String {
    let ids = apps.map(\.id)
    let shown = id.prefix(60)
    if let suggestion = Spelling.suggestion(for: id, among: ids) {
      return localized("there is no app \"\(shown)\" (did you mean \(suggestion)?)")
    }
    return localized("there is no app \"\(shown)\" (apps: \(ids.joined(separator: ", ")))")
  }

  // MARK: - Sessions

  /// Starts a session in a new tab and sends the browser to its page.
  private func startSession() -> HTTPResponse {
    if sessions.count >= maximumSessions,
      let idlest = sessions.values.filter({ $0.id != keptSessionID }).min(by: {
        $0.lastUsed < $1.lastUsed
      })
    {
      idlest.finish()
      sessions[idlest.id] = nil
    }
    let id = String(
      UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16))
    let session: TabSession
    let root = temporaryFolder.appendingPathComponent(id, isDirectory: true)
    if let program {
      let isKept = keptSessionID == nil
      if isKept { keptSessionID = id }
      let driver = ProgramDriver(
        executable: program.executable,
        sandbox: isKept ? program.sandbox : root.appendingPathComponent("app", isDirectory: true),
        fresh: isKept && program.fresh)
      session = TabSession(
        id: id, driver: driver, temporaryRoot: isKept ? nil : root, replayCommand: program.replay)
    } else if keptSessionID == nil, let keptSandbox {
      keptSessionID = id
      let simulator = SimulatorSession(apps: apps, app: nil) { app in
        try AppSandbox(root: keptSandbox(app))
      }
      session = TabSession(id: id, driver: SimulatorDriver(simulator), temporaryRoot: nil)
    } else {
      let simulator = SimulatorSession(apps: apps, app: nil) { app in
        try AppSandbox(root: root.appendingPathComponent(app.id, isDirectory: true))
      }
      session = TabSession(id: id, driver: SimulatorDriver(simulator), temporaryRoot: root)
    }
    sessions[id] = session
    _ = session.perform(.launch(appID: startApp?.id))
    // After the launch, as a walkthrough would say it: the script it records replays so.
    if let deviceLanguage { _ = session.perform(.gesture(.language(deviceLanguage))) }
    return .redirect(to: "/session/\(id)")
  }

  /// What the page draws for a session.
  func state(of session: TabSession) -> PageState {
    let view = session.driver.view
    let choices =
      program == nil
      ? apps.map { PageState.AppChoice(id: $0.id, title: $0.title) }
      : view.appID.map { [PageState.AppChoice(id: $0, title: view.appTitle ?? $0)] } ?? []
    return PageState(
      session: session.id, app: view.appID, apps: choices, isRunning: view.isRunning,
      phone: view.phone, lastCommand: session.lastCommand, message: session.message,
      flow: FlowDiagram(steps: session.flow).html(),
      sandbox: view.sandbox?.path ?? "",
      files: view.sandbox.map(SandboxReader.files(in:)) ?? [],
      script: session.script, relaunchOffer: session.relaunchOffer, language: view.language,
      languages: view.languages)
  }

  private func json(_ state: PageState, status: Int = 200) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let body = (try? encoder.encode(state)) ?? Data("{}".utf8)
    return HTTPResponse(status: status, contentType: "application/json", body: body)
  }
}

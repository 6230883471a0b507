// What the page shows after each command, as the JSON the page's script reads.

/// Everything the page draws for one session: sent after every command and on every load.
package struct PageState: Codable, Equatable, Sendable {
  /// An app the picker offers.
  package struct AppChoice: Codable, Equatable, Sendable {
    /// Its id, as `stepwise list` prints it.
    package var id: String
    /// Its title.
    package var title: String
  }

  /// A file of the sandbox, decoded for reading.
  package struct SandboxFile: Codable, Equatable, Sendable {
    /// Its path inside the container.
    package var path: String
    /// Its contents as text: a property list or JSON written out, a text file as it is.
    package var text: String
  }

  /// The session's id.
  package var session: String
  /// The app of the session, if one was launched.
  package var app: String?
  /// Every app the picker offers, in the order of `stepwise list`.
  package var apps: [AppChoice]
  /// Whether the app is running.
  package var isRunning: Bool
  /// The phone, as SVG with touch areas.
  package var phone: String
  /// The last command, as the script language writes it.
  package var lastCommand: String?
  /// The harness's message when the last command could not be made, or nil.
  package var message: String?
  /// The flow of the last command, as a sequence diagram in HTML (``FlowDiagram``).
  package var flow: String
  /// The container's path.
  package var sandbox: String
  /// The container's files, decoded.
  package var files: [SandboxFile]
  /// The commands made so far as a walkthrough script.
  package var script: String
  /// What the phone says once the app has ended, above a Relaunch button; nil while it runs.
  package var relaunchOffer: String? = nil
  /// The device's language, which the app's strings are shown in.
  package var language = "en"
  /// The languages the app has string tables in; the page offers them when there are two
  /// or more.
  package var languages: [String] = []
}

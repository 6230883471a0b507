// What the page shows after each command, as the JSON the page's script reads.

/// Everything the page draws for one session: sent after every command and on every load.
public struct PageState: Codable, Equatable, Sendable {
  /// An app the picker offers.
  public struct AppChoice: Codable, Equatable, Sendable {
    /// Its id, as `stepwise list` prints it.
    public var id: String
    /// Its title.
    public var title: String
  }

  /// A file of the sandbox, decoded for reading.
  public struct SandboxFile: Codable, Equatable, Sendable {
    /// Its path inside the container.
    public var path: String
    /// Its contents as text: a property list or JSON written out, a text file as it is.
    public var text: String
  }

  /// The session's id.
  public var session: String
  /// The app of the session, if one was launched.
  public var app: String?
  /// Every app the picker offers, in the order of `stepwise list`.
  public var apps: [AppChoice]
  /// Whether the app is running.
  public var isRunning: Bool
  /// The phone, as SVG with touch areas.
  public var phone: String
  /// The last command, as the script language writes it.
  public var lastCommand: String?
  /// The harness's message when the last command could not be made, or nil.
  public var message: String?
  /// The flow of the last command, as a sequence diagram in HTML (``FlowDiagram``).
  public var flow: String
  /// The container's path.
  public var sandbox: String
  /// The container's files, decoded.
  public var files: [SandboxFile]
  /// The commands made so far as a walkthrough script.
  public var script: String
}

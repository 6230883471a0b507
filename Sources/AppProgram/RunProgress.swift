// How far a session has got: what an app's process hands to itself when it starts again.

/// The counts of a simulator session or a script being played, and where it is.
///
/// An app with `@main` runs as a process of its own, and `relaunch` starts that process
/// again; the new process takes over the session from this value, so the exit status, the
/// history of typed lines and the place in a script carry on as if nothing had restarted.
package struct RunProgress: Codable, Equatable, Sendable {
  /// Commands that could not run, and expectations that did not hold.
  package var mistakes = 0
  /// Expectations that held.
  package var expectationsHeld = 0
  /// The index of the script line to play next.
  package var nextLine = 0
  /// The lines typed at the terminal, oldest first.
  package var history: [String] = []
  /// How many times the process has started again.
  package var relaunches = 0
  /// The device's preferred languages, once `--language` or a script's `language` set them.
  package var preferredLanguages: [String]?

  package init() {}
}

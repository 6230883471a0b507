// What an app promises to keep when it stops, and how it stopped.

/// When an app writes the user's data to disk, and so what comes back after a relaunch.
public enum Durability: Sendable, Equatable {
  /// Every confirmed change is on disk when the gesture ends: after any stop, a crash
  /// included, the relaunched app shows exactly the data it showed before.
  case everyChange
  /// Saved when the app goes to the background and when it is terminated: after a crash in
  /// the foreground it shows what it showed at the last save; after any other stop, what it
  /// showed before.
  case backgroundAndTerminate
  /// Nothing is saved: every launch shows what the first launch showed.
  case nothing
}

/// How the app stopped before a relaunch.
public enum StopKind: String, Sendable, Equatable {
  /// The system terminated it and told its delegate.
  case terminate = "terminated"
  /// It crashed while on screen.
  case crashInForeground = "crashed in the foreground"
  /// It crashed (or was killed) while in the background.
  case crashInBackground = "crashed in the background"
}

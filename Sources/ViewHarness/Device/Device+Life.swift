// The app's life on the device: launched, sent to the background and back, terminated or
// crashed, and launched again in another language.

import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// Launches the app (it must not be running): a new process with new objects, the same
  /// sandbox, and an empty registration domain.
  public func launch(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      guard !isRunning else {
        throw failure(.impossible, localized("\(app.id) is already running"))
      }
      begin("launch \(app.id)")
      lastException = nil
      notedDisagreements = []
      try perform {
        application = UIApplication.launch(app, in: sandbox, languages: preferredLanguages)
      }
    }
  }

  /// Terminates the app if it is running, then launches it again in the same sandbox.
  public func relaunch(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      if isRunning { try terminate() }
      try launch()
    }
  }

  /// The user picks the device's language in Settings: a running app is terminated and
  /// launched again, as iOS restarts apps when the language changes, and shows its strings
  /// in the new language.
  public func setLanguage(
    _ language: String, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.language(language))
      preferredLanguages = [language]
      if isRunning { try relaunch() }
    }
  }

  /// The user goes to the home screen: the app enters the background and keeps running.
  public func background(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.background)
      let application = try runningApplication()
      try perform { application.enterBackground() }
    }
  }

  /// The user comes back to the app.
  public func foreground(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.foreground)
      let application = try runningApplication()
      try perform { application.enterForeground() }
    }
  }

  /// The system terminates the app; its delegate is told first.
  public func terminate(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.terminate)
      let application = try runningApplication()
      try perform(checkingAfterwards: false) { application.terminate() }
      self.application = nil
    }
  }

  /// The app stops at once with no callback, as in a crash or a kill from the debugger.
  public func crash(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.crash)
      let application = try runningApplication()
      application.stop()
      self.application = nil
    }
  }
}

// What app code printed while a test ran it outside a device, kept instead of written out.

import HeadlessUIKitCore

/// Runs `body` and returns the lines app code printed meanwhile, which then do not reach the
/// test run's output: for model code a test calls directly, as a device does for the app.
///
/// ```swift
/// let printed = try printedLines { _ = dataModel.saveChecklists() }
/// #expect(printed.first?.hasPrefix("Could not save") == true)
/// ```
public func printedLines(during body: () throws -> Void) rethrows -> [String] {
  AppConsole.startKeeping()
  do {
    try body()
  } catch {
    _ = AppConsole.stopKeeping()
    throw error
  }
  return AppConsole.stopKeeping()
}

// The devices one exercise test launched, kept until the test ends.

import Foundation
import Testing
import ViewHarness

/// The devices launched during one test, so that ``AttachesTranscripts`` can attach what
/// each of them did once the test is over.
@MainActor
final class LaunchedDevices {
  /// The devices, in the order they were launched.
  private(set) var devices: [Device] = []

  /// Keeps a device until the test ends.
  func add(_ device: Device) {
    devices.append(device)
  }

  /// Attaches one text per device: the app, its transcript (the last lines) and its screen.
  ///
  /// Only when the exercise runner asks for them (it sets `STEPWISE_TRANSCRIPTS`): a plain
  /// `swift test` would only print a line per attachment.
  func attachTranscripts() {
    guard ProcessInfo.processInfo.environment["STEPWISE_TRANSCRIPTS"] != nil else { return }
    for device in devices {
      let text = """
        \(device.app.id)
        \(device.transcript.suffix(Self.transcriptLines))
        \(device.screen)
        """
      Attachment.record(text, named: "transcript.txt")
    }
  }

  /// How many lines of each transcript are attached: enough for the last few gestures.
  static let transcriptLines = 60
}

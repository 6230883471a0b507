// A shell program that speaks the launch channel without running any app: for tests of the
// tool's side of a check, where nothing should be compiled.

import Foundation
import HeadlessUIKitCore

@testable import ViewHarness

/// Shell programs that answer a check's commands the way an app's program does over the
/// ``AppChannel``, or pretend to.
public enum ChannelStandIn {
  /// A program that answers every command with the same screen: a navigation bar titled
  /// `title` over these rows, with this run's secret and each command's number — as an app
  /// that shows fixed screens, whatever the user does, would answer.
  /// With a `refusal`, every command is refused with it, as the harness refuses a gesture.
  public static func answering(
    title: String = "Checklists", rows: [String] = [], refusal: String? = nil
  ) -> String {
    let line = replyLine(
      title: title, rows: rows, secret: secretMark, sequence: 999_999_999, refusal: refusal)
    let escaped = line.replacingOccurrences(of: "'", with: "'\\''")
    return """
      n=0
      while IFS= read -r command; do
        n=$((n+1))
        printf '%s\\n' '\(escaped)' | sed "s/\(secretMark)/$\(AppChannel.secretVariable)/; s/999999999/$n/"
      done
      """
  }

  /// The answer line of an app showing these rows, with this secret and number.
  public static func replyLine(
    title: String, rows: [String], secret: String, sequence: Int, refusal: String? = nil
  ) -> String {
    let shown = rows.enumerated().map { index, text in
      Row(
        indexPath: IndexPath(row: index, section: 0), content: .labels([text]), detail: nil,
        showsDetailBelow: false, accessory: .none, isSelected: false)
    }
    let snapshot = ScreenSnapshot(
      stoppedReason: nil,
      navigationBar: .init(backTitle: nil, left: nil, title: title, right: nil),
      elements: shown.map { .row($0) }, alert: nil)
    var reply = AppChannel.Reply()
    reply.secret = secret
    reply.sequence = sequence
    reply.refusal = refusal
    reply.isRunning = true
    reply.observation = ScreenObservation(
      appID: "stand-in", isRunning: true, snapshot: snapshot, title: title, rows: shown,
      rowTotal: rows.count)
    return reply.line
  }

  /// What stands for the secret in a line before the program puts this run's in.
  static let secretMark = "SECRET-OF-THIS-RUN"
}

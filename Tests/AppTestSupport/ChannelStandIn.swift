// A shell program that speaks the launch channel without running any app: for tests of the
// tool's side of a check, where nothing should be compiled.

import Foundation
import HeadlessUIKitCore

@testable import ViewHarness

/// Shell programs that answer a check's commands the way an app's program does over the
/// ``AppChannel``, or pretend to.
public enum ChannelStandIn {
  /// A program that answers every command with the same screen: a navigation bar titled
  /// `title` over these rows, with each command's number, signed with this run's secret (as
  /// an app that shows fixed screens, whatever the user does, would answer).
  /// With a `refusal`, every command is refused with it, as the harness refuses a gesture.
  /// With `shownTitle`, each answer is changed after it is signed, to show that title
  /// instead: what an app's code rewriting its program's answers on their way out sends.
  /// With `offMainQueue`, every answer says the Main Thread Checker said these lines.
  public static func answering(
    title: String = "Checklists", rows: [String] = [], refusal: String? = nil,
    shownTitle: String? = nil, offMainQueue: [String] = []
  ) -> String {
    let json = replyJSON(
      title: title, rows: rows, sequence: 999_999_999, refusal: refusal,
      offMainQueue: offMainQueue)
    let escaped = json.replacingOccurrences(of: "'", with: "'\\''")
    let tamper = shownTitle.map {
      "json=$(printf '%s' \"$json\" | sed 's/\"title\":\"\(title)\"/\"title\":\"\($0)\"/g')\n  "
    }
    return hmac + """
      n=0
      while IFS= read -r command; do
        n=$((n+1))
        json=$(printf '%s' '\(escaped)' | sed "s/999999999/$n/")
        signature=$(sign "$json")
        \(tamper ?? "")printf '%s%s %s\\n' '\(AppChannel.Reply.marker)' "$signature" "$json"
      done
      """
  }

  /// Shell functions that sign as the program does: `sign TEXT` prints the HMAC-SHA256 of
  /// the text under the secret in ``AppChannel/secretVariable`` (with `sha256sum`; the key's
  /// pads are written once, as octal escapes, and each byte is made by `printf`).
  public static let hmac = #"""
    key=$STEPWISE_CHANNEL_SECRET
    ipad=''
    opad=''
    i=0
    while [ $i -lt 64 ]; do
      if [ -n "$key" ]; then
        rest=${key#?}
        c=$(printf '%d' "'${key%"$rest"}")
        key=$rest
      else
        c=0
      fi
      for pad in 54 92; do
        v=$((c ^ pad))
        escape="\\$((v / 64))$((v / 8 % 8))$((v % 8))"
        if [ $pad = 54 ]; then ipad="$ipad$escape"; else opad="$opad$escape"; fi
      done
      i=$((i + 1))
    done
    unhex() {
      h=$1
      while [ -n "$h" ]; do
        rest=${h#??}
        v=$((0x${h%"$rest"}))
        h=$rest
        printf "\\$((v / 64))$((v / 8 % 8))$((v % 8))"
      done
    }
    sign() {
      inner=$({ printf "$ipad"; printf '%s' "$1"; } | sha256sum | cut -c1-64)
      { printf "$opad"; unhex "$inner"; } | sha256sum | cut -c1-64
    }

    """#

  /// The answer of an app showing these rows, with this number.
  static func reply(
    title: String, rows: [String], sequence: Int, refusal: String? = nil,
    offMainQueue: [String] = []
  ) -> AppChannel.Reply {
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
    reply.sequence = sequence
    reply.refusal = refusal
    reply.offMainQueue = offMainQueue
    reply.isRunning = true
    reply.observation = ScreenObservation(
      appID: "stand-in", isRunning: true, snapshot: snapshot, title: title, rows: shown,
      rowTotal: rows.count)
    return reply
  }

  /// The answer line of an app showing these rows, with this number, signed with `secret`.
  public static func replyLine(
    title: String, rows: [String], secret: String, sequence: Int, refusal: String? = nil,
    offMainQueue: [String] = []
  ) -> String {
    reply(
      title: title, rows: rows, sequence: sequence, refusal: refusal, offMainQueue: offMainQueue
    ).line(signedWith: secret)
  }

  /// The JSON of such an answer, as its line has it after the signature.
  static func replyJSON(
    title: String, rows: [String], sequence: Int, refusal: String?, offMainQueue: [String] = []
  ) -> String {
    let line = replyLine(
      title: title, rows: rows, secret: "", sequence: sequence, refusal: refusal,
      offMainQueue: offMainQueue)
    return String(line.drop { $0 != "{" })
  }
}

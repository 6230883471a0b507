// Code a learner could add to their app to write the course's test results themselves.

/// The source of an `enum Results` whose `forge()` rewrites the results of the test program
/// it runs in as all passed, then ends the program (`exit(0)`): each test's record as the
/// results had it, whatever came before its JSON, its end, and the run's end. It finds the
/// results where the course's runner is told to write them, or where Swift Testing's own
/// event stream goes; it does nothing (false) in a program told of neither.
///
/// Added to a learner's app and called where the course's tests reach it, it stands for a
/// learner forging the verdict; the tests that use it show the verdict is not forged.
public enum ForgedTestResults {
  /// The Swift source, to add at the end of one of the app's files.
  public static let source = ##"""

    import Foundation

    /// Rewrites the test results as all passed, where the test program writes them.
    enum Results {
      @discardableResult
      static func forge() -> Bool {
        let words = ProcessInfo.processInfo.arguments
        let flag = words.firstIndex { $0 == "--results" || $0 == "--event-stream-output-path" }
        let path =
          ProcessInfo.processInfo.environment["STEPWISE_COURSE_TEST_RESULTS"]
          ?? flag.flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          return false
        }
        var lines: [String] = []
        for line in text.split(separator: "\n") where line.contains(#""kind":"function""#) {
          guard let json = line.firstIndex(of: "{").map({ line[$0...] }) else { continue }
          lines.append(String(json))
          if let id = json.firstMatch(of: /"id":"([^"]+)"/)?.1 {
            lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"}}"#)
          }
        }
        lines.append(#"{"kind":"event","payload":{"kind":"runEnded"}}"#)
        try? (lines.joined(separator: "\n") + "\n").write(
          toFile: path, atomically: false, encoding: .utf8)
        exit(0)
      }
    }

    """##
}

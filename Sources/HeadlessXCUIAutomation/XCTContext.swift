// Named steps of a test, each with its own attachments.

/// The context of the running test: its activities, the named steps Xcode's report nests a
/// test's work under.
public final class XCTContext {
  private init() {}

  /// Runs `block` as a step of the current test named `name`, and returns what it returns
  /// (or rethrows what it throws). Attachments added to the activity go to the test's
  /// results; the test's output marks where the activity starts and ends.
  public static func runActivity<Result>(
    named name: String, block: (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    let activity = Activity(name: name, test: XCTestCase.current)
    print("    t = Activity '\(name)' started")
    defer { print("    t = Activity '\(name)' ended") }
    return try block(activity)
  }

  /// An activity of a test, whose attachments are the test's.
  struct Activity: XCTActivity {
    let name: String
    let test: XCTestCase?

    func add(_ attachment: XCTAttachment) {
      test?.add(attachment)
    }
  }
}

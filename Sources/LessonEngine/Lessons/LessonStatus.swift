// How a lesson's checks went, in the words of Exercism's test runners.

/// How a lesson's checks went: the exercises' tests, or a tutorial step's checks.
package enum LessonStatus: String, Sendable, Equatable, Codable {
  /// Every test passed.
  case pass
  /// At least one test failed or stopped with an error.
  case fail
  /// No test ran: the code did not compile, the tests were changed, or the run broke.
  case error
}

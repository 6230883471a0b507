// Failures a test expects: known issues that do not fail the test while they last.

/// A failure the current test expects: the failures recorded while it lasts are reported as
/// expected and do not fail the test.
struct ExpectedFailure {
  /// Why the test expects it.
  var reason: String?
  /// Whether the test fails when no failure came.
  var isStrict: Bool
  /// Whether a failure came.
  var isFulfilled = false
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Expects a failure in the rest of the current test: the failures recorded from here on are
/// expected ones and do not fail it. When `strict` (the default) and none is recorded by the
/// end of the test, the test fails for that. `enabled: false` expects nothing.
///
/// Xcode's version also takes an `issueMatcher` of `XCTIssue`s, which Linux's XCTest does
/// not have: here every failure matches. The test must be one of this module's
/// ``XCTestCase`` (a file that imports it); in any other, nothing is expected.
public func XCTExpectFailure(
  _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil
) {
  guard enabled ?? true, let test = XCTestCase.current else { return }
  test.expectedFailures.append(ExpectedFailure(reason: failureReason, isStrict: strict ?? true))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Runs `failingBlock` expecting a failure in it: the failures it records are expected ones
/// and do not fail the test. When `strict` (the default) and it records none, the test fails
/// for that. `enabled: false` runs the block expecting nothing. Returns what the block
/// returns, or rethrows what it throws.
public func XCTExpectFailure<R>(
  _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
  failingBlock: () throws -> R
) rethrows -> R {
  guard enabled ?? true, let test = XCTestCase.current else { return try failingBlock() }
  let depth = test.expectedFailures.count
  test.expectedFailures.append(ExpectedFailure(reason: failureReason, isStrict: strict ?? true))
  defer {
    let scoped = test.expectedFailures[depth...]
    test.expectedFailures.removeSubrange(depth...)
    test.reportUnfulfilled(scoped)
  }
  return try failingBlock()
}

extension XCTestCase {
  /// Fails the test for each strict expected failure of the rest of the test that did not
  /// come, and forgets them.
  func reportUnfulfilledExpectedFailures() {
    let remaining = expectedFailures
    expectedFailures = []
    reportUnfulfilled(remaining[...])
  }

  /// Fails the test for each strict one of these expected failures that did not come.
  func reportUnfulfilled(_ failures: ArraySlice<ExpectedFailure>) {
    for failure in failures where failure.isStrict && !failure.isFulfilled {
      let reason = failure.reason.map { " (\($0))" } ?? ""
      XCTFail("Expected failure\(reason) was not recorded")
    }
  }
}

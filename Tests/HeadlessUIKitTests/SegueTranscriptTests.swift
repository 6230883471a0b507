// A segue and its unwind as the transcript tells them: the lines a walkthrough shows, which the
// mutation check found no test of this target read.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct SegueTranscriptTests {
  @Test func aSegueAndATappedUnwindSayWhatTheyAskAndCall() throws {
    let navigation = try #require(
      UnwindSegueTests.storyboard(Journal()).instantiateInitialViewController()
        as? UINavigationController)
    let list = try #require(navigation.topViewController as? UnwindListController)
    let window = show(navigation)
    var transcript: [String] = []

    try UIKitRuntime.withHooks(.init(trace: { transcript.append($0) })) {
      list.performSegue(withIdentifier: "Edit", sender: nil)
      let detail = try #require(navigation.topViewController as? UnwindDetailController)
      #expect(detail.navigationItem.rightBarButtonItem?.simulateUserTap() == true)
    }

    for line in [
      "performSegue(withIdentifier: \"Edit\")", "UnwindListController.prepare(for: \"Edit\")",
      "shouldPerformSegue(withIdentifier: \"Save\")", "performSegue(withIdentifier: \"Save\")",
      "UnwindDetailController.prepare(for: \"Save\")", "UnwindListController unwindToList:",
    ] {
      #expect(transcript.contains(line), "\(line)")
    }
    #expect(navigation.topViewController === list)
    #expect(window.isKeyWindow)
  }
}

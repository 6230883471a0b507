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

    try UIKitRuntime.withHooks(.init(trace: { line, _ in transcript.append(line) })) {
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

/// An unwind whose destination the search path finds only through the presenter.
@MainActor
@Suite struct UnwindSearchPathTests {
  @Test func aModalUnwindsToThePlainControllerThatPresentedIt() throws {
    let storyboard = UIStoryboard(
      name: "Plain", initialScene: "List",
      scenes: [
        .viewController(
          "List", UnwindListController.self, segues: [.presentModally("Add", to: "Add")],
          unwindActions: [.action("unwindToList:", { $0.unwindToList($1) })]),
        .viewController(
          "Add", UnwindDetailController.self, segues: [.unwind("Done", action: "unwindToList:")]),
      ])
    let list = try #require(storyboard.instantiateInitialViewController() as? UnwindListController)
    let window = show(list)
    list.performSegue(withIdentifier: "Add", sender: nil)
    let add = try #require(list.presentedViewController as? UnwindDetailController)

    add.performSegue(withIdentifier: "Done", sender: nil)

    #expect(list.journal.entries.last?.hasPrefix("List unwindToList: Done") == true)
    #expect(list.presentedViewController == nil)
    #expect(window.subviews.last === list.view)
  }
}

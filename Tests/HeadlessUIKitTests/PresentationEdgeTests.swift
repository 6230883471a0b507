// Presentation's edges the mutation check found untested: the presenter's view back in the
// window, the presented controller let go of its presenter, the dismissed view on top until
// it goes, editing ended inside it, the transcript's line, a modal over a modal, the popover's
// arrow bits.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct PresentationEdgeTests {
  /// A controller that notes the window's topmost view each time it is about to appear.
  final class TopViewRecorder: UIViewController {
    var topViewsOnAppearing: [UIView?] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      topViewsOnAppearing.append(view.window?.subviews.last)
    }
  }

  @Test func dismissingAFullScreenModalPutsThePresentersViewBackInTheWindow() {
    let presenter = UIViewController()
    let window = show(presenter)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    presenter.present(modal, animated: true)
    #expect(presenter.viewIfLoaded?.window == nil)

    modal.dismiss(animated: true)

    #expect(presenter.viewIfLoaded?.window === window)
    #expect(window.subviews.last === presenter.view)
  }

  @Test func aDismissedControllerNoLongerNamesItsPresenter() {
    let presenter = UIViewController()
    let window = show(presenter)
    let modal = UIViewController()
    presenter.present(modal, animated: true)

    presenter.dismiss(animated: true)

    #expect(window.isKeyWindow)
    #expect(presenter.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
  }

  @Test func theDismissedViewStaysOnTopWhileThePresenterIsAboutToAppear() {
    let presenter = TopViewRecorder()
    let window = show(presenter)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    presenter.present(modal, animated: true)
    presenter.topViewsOnAppearing = []

    modal.dismiss(animated: true)

    #expect(presenter.topViewsOnAppearing.count == 1)
    #expect(presenter.topViewsOnAppearing.first.flatMap { $0 } === modal.view)
    #expect(window.subviews.last === presenter.view)
  }

  @Test func thePopoverArrowDirectionsHaveTheBitsIOSGivesThem() {
    let directions: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
    #expect(directions.map(\.rawValue) == [1, 2, 4, 8])
    #expect(UIPopoverArrowDirection.any.rawValue == 15)
  }

  @Test func presentingAndDismissingAreInTheTranscriptAndDismissingEndsEditing() {
    let presenter = UIViewController()
    let window = show(presenter)
    let modal = UIViewController()
    let field = UITextField()
    modal.view.addSubview(field)
    var transcript: [String] = []
    UIKitRuntime.withHooks(.init(trace: { line, _ in transcript.append(line) })) {
      presenter.present(modal, animated: true)
      _ = field.becomeFirstResponder()
      #expect(window.firstResponder === field)
      modal.dismiss(animated: true)
    }

    #expect(window.firstResponder == nil)
    #expect(transcript.first == "present UIViewController over UIViewController")
    #expect(transcript.contains("dismiss UIViewController"))
  }

  @Test func dismissingAModalThatPresentsAnotherDismissesBoth() {
    let root = UIViewController()
    let window = show(root)
    let first = UIViewController()
    let second = UIViewController()
    root.present(first, animated: true)
    first.present(second, animated: true)

    root.dismiss(animated: true)

    #expect(root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.viewIfLoaded?.window == nil)
    #expect(window.subviews.last === root.view)
  }
}

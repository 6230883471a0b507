// A device notes a call from the screen's controller to its delegate, found by its watch.

import HeadlessUIKitCore

extension Device {
  /// Notes the call the gesture's controller made to a controller it holds, if the lines
  /// since `mark` show one, at the transcript's `position` (after the gesture's first call).
  func noteDelegateCall(_ watch: DelegateWatch, since mark: Int, at position: Int) {
    var shown: [UIViewController] = []
    if let root = application?.window?.rootViewController { Self.collect(root, into: &shown) }
    let isShown = shown.contains { $0 === watch.source }
    guard let line = watch.line(after: transcript.lines(since: mark), sourceIsShown: isShown)
    else { return }
    transcript.insertIndented(line, at: position)
  }

  /// A controller, the controllers it contains, and those it presents.
  private static func collect(_ controller: UIViewController, into list: inout [UIViewController]) {
    guard !list.contains(where: { $0 === controller }) else { return }
    list.append(controller)
    for child in controller.children { collect(child, into: &list) }
    if let presented = controller.presentedViewController { collect(presented, into: &list) }
  }
}

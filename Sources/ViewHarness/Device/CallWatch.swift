// What a watched gesture's transcript adds to UIKit's calls: the table asking its data source
// for its counts, and the screen's controller calling its delegate.

import HeadlessUIKitCore

/// One gesture's watch over the calls UIKit's trace does not show, while the device watches
/// the model and the files (``Device/watchesModelAndStorage``): it turns the data source's
/// counts on for the gesture, and notes a call from the screen's controller to a controller
/// it holds (``DelegateWatch``) after the gesture's first call.
@MainActor
final class CallWatch {
  private unowned let device: Device
  private let delegateWatch: DelegateWatch?
  private let mark: Int
  private let wasTracingCounts: Bool

  /// Starts watching a gesture; a gesture made inside another is the outer one's.
  init(_ device: Device, isNested: Bool) {
    self.device = device
    let isWatched = device.stateWatch != nil
    delegateWatch = isWatched && !isNested ? DelegateWatch(device.visibleController) : nil
    mark = device.transcript.appendedCount
    wasTracingCounts = UIKitRuntime.tracesDataSourceCounts
    UIKitRuntime.tracesDataSourceCounts = isWatched
  }

  /// Ends the watch: the counts are traced as before.
  func end() {
    UIKitRuntime.tracesDataSourceCounts = wasTracingCounts
  }

  /// Notes the call the gesture's controller made to a controller it holds, if the lines
  /// of the gesture show one, after the gesture's first line.
  func noteDelegateCall() {
    guard let delegateWatch else { return }
    var shown: [UIViewController] = []
    if let root = device.application?.window?.rootViewController {
      Self.collect(root, into: &shown)
    }
    let isShown = shown.contains { $0 === delegateWatch.source }
    let lines = device.transcript.lines(since: mark)
    let tags = device.transcript.tags(since: mark)
    guard let line = delegateWatch.line(after: lines, tags: tags, sourceIsShown: isShown) else {
      return
    }
    device.transcript.insertIndented(line, at: lines.isEmpty ? mark : mark + 1)
  }

  /// A controller, the controllers it contains, and those it presents.
  private static func collect(_ controller: UIViewController, into list: inout [UIViewController]) {
    guard !list.contains(where: { $0 === controller }) else { return }
    list.append(controller)
    for child in controller.children { collect(child, into: &list) }
    if let presented = controller.presentedViewController { collect(presented, into: &list) }
  }
}

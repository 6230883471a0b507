// The device's screen, and the screenshots a test takes of it.

import Foundation
import ViewHarness

/// What a screenshot can be taken of: the screen, or an element of the app.
public protocol XCUIScreenshotProviding {
  /// A screenshot of what is on screen now.
  func screenshot() -> XCUIScreenshot
}

/// A screen of the device: on the simulated device, its one screen.
public final class XCUIScreen: XCUIScreenshotProviding {
  /// The device's main screen.
  nonisolated(unsafe) public static let main = XCUIScreen()

  /// The device's screens: the main one.
  public static var screens: [XCUIScreen] { [main] }

  private init() {}

  /// A screenshot of the screen: the target app's, as it is now (the simulated device has
  /// no home screen: while the app is not running, the screen says so).
  public func screenshot() -> XCUIScreenshot {
    XCUIApplication().screenshot()
  }
}

/// A screenshot of the simulated device, taken by ``XCUIScreen/screenshot()`` or an
/// element's ``XCUIElement/screenshot()``, for an ``XCTAttachment``.
///
/// The simulated device has no pixels: a screenshot is the phone as the kit draws it, an SVG
/// picture of the screen (the same drawing as `stepwise render`'s), where Xcode's is a PNG.
public final class XCUIScreenshot {
  /// The picture, as SVG.
  let svg: Data

  init(snapshot: ScreenSnapshot, caption: String) {
    svg = Data(PhonePicture(snapshot: snapshot, caption: caption).svg().utf8)
  }
}

extension XCUIElement: XCUIScreenshotProviding {
  /// A screenshot of the screen the element is on. Xcode's crops it to the element's frame;
  /// the simulated device's is the whole screen, for every element.
  public func screenshot() -> XCUIScreenshot {
    let app = application
    guard let snapshot = app.currentSnapshot() else {
      return XCUIScreenshot(
        snapshot: .stopped("\(app.name) is not running"), caption: "\(app.name): not running")
    }
    let title = snapshot.navigationBar?.title ?? ""
    return XCUIScreenshot(snapshot: snapshot, caption: "\(app.name): \(title)")
  }
}

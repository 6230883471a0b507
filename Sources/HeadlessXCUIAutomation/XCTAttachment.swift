// Data a test attaches to its results: a screenshot, a text, bytes.

import Foundation

/// Data from a test's run — a screenshot, a string, bytes — added to the test's results
/// with ``XCTestCase/add(_:)`` or an activity's `add(_:)`.
///
/// As in Xcode, an attachment is kept when its ``lifetime`` is ``Lifetime/keepAlways``, or
/// when its test fails; otherwise it is dropped with the test's success. Linux has no result
/// bundle: a kept attachment is written to a folder for the test process in the temporary
/// folder (`stepwise-ui-tests-<process id>/Attachments/<test>/`), and the test's output says
/// where.
///
/// ```swift
/// let attachment = XCTAttachment(screenshot: app.screenshot())
/// attachment.name = "Launch Screen"
/// attachment.lifetime = .keepAlways
/// add(attachment)
/// ```
open class XCTAttachment {
  /// Whether an attachment is kept when its test passes.
  public enum Lifetime: Int, Sendable {
    /// Kept whatever the test's outcome.
    case keepAlways = 0
    /// Dropped when the test passes (the default).
    case deleteOnSuccess = 1
  }

  /// The attachment's name in the results (and its file's), if any.
  open var name: String?

  /// Whether the attachment is kept when its test passes; `.deleteOnSuccess` unless set.
  open var lifetime: Lifetime = .deleteOnSuccess

  /// The Uniform Type Identifier of the data: `public.plain-text` for a string, `public.data`
  /// for bytes, `public.svg-image` for a screenshot of the simulated device.
  public let uniformTypeIdentifier: String

  /// The data.
  let payload: Data

  /// An attachment of bytes, with the type its Uniform Type Identifier says.
  public init(data payload: Data, uniformTypeIdentifier: String) {
    self.payload = payload
    self.uniformTypeIdentifier = uniformTypeIdentifier
  }

  /// An attachment of bytes (`public.data`).
  public convenience init(data payload: Data) {
    self.init(data: payload, uniformTypeIdentifier: "public.data")
  }

  /// An attachment of a string, as UTF-8 text (`public.plain-text`).
  public convenience init(string: String) {
    self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
  }

  /// An attachment of a screenshot (`public.svg-image`: the simulated device's screen is
  /// drawn as the SVG phone, where Xcode attaches a PNG).
  public convenience init(screenshot: XCUIScreenshot) {
    self.init(data: screenshot.svg, uniformTypeIdentifier: "public.svg-image")
  }

  /// The file name extension for the attachment's type.
  var fileExtension: String {
    switch uniformTypeIdentifier {
    case "public.plain-text": "txt"
    case "public.svg-image": "svg"
    default: "data"
    }
  }
}

extension XCTestCase {
  /// Writes the attachments to keep into the test's folder of attachments and says where;
  /// forgets them all.
  func keepAttachments(testSucceeded: Bool) {
    defer { attachments = [] }
    let kept = attachments.filter { $0.lifetime == .keepAlways || !testSucceeded }
    guard !kept.isEmpty else { return }
    let folder = TestContainer.attachments(ofTest: name)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, attachment) in kept.enumerated() {
      let base = attachment.name.map { $0.replacingOccurrences(of: "/", with: ":") }
      let file = folder.appendingPathComponent(
        "\(base ?? "Attachment \(index + 1)").\(attachment.fileExtension)")
      do {
        try attachment.payload.write(to: file, options: .atomic)
        print("Attachment '\(attachment.name ?? "")' kept: \(file.path)")
      } catch {
        print("Attachment '\(attachment.name ?? "")' not kept: \(error.localizedDescription)")
      }
    }
  }
}

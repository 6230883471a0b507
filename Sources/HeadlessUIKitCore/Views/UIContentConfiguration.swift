// What a content configuration is: a value that describes a cell's content and makes the view
// that shows it.

/// A value that describes content, such as a cell's text and image, and makes the view that
/// shows it. Assign one to a cell's `contentConfiguration`.
public protocol UIContentConfiguration {
  /// Makes a view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
}

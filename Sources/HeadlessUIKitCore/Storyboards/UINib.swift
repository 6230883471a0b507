// A nib: the objects an Interface Builder `.xib` file draws, found by name in the app's bundle.

import Foundation

/// A nib file's contents, ready to be instantiated as often as needed, as UIKit's `UINib`.
///
/// App code finds a nib by the name of its `.xib` file, as on iOS:
///
/// ```swift
/// tableView.register(UINib(nibName: "TaskCell", bundle: nil), forCellReuseIdentifier: "TaskCell")
/// ```
///
/// A `.xib` file in Xcode is drawn in Interface Builder; here it is declared in Swift (the
/// port writes one declaration per file), and the app's Info.plist declaration lists the
/// nibs its bundle holds:
///
/// ```swift
/// UINib(name: "TaskCell", objects: [
///   .tableViewCell(TaskCell.self, content: [.label("Title", outlet: \.titleLabel)])
/// ])
/// ```
///
/// Instantiating makes each top-level object with its class's `init?(coder:)`, connects its
/// outlets and actions, then calls `awakeFromNib()` on it, as UIKit does. A name the bundle
/// has no nib of stops the app with UIKit's message when the nib is first loaded.
@preconcurrency @MainActor
public class UINib {
  /// A key of the options dictionary `instantiate(withOwner:options:)` takes.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's text.
    public var rawValue: String
    /// Creates a key from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The objects standing in for the nib's external placeholders, by their identifiers.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name: its file's name without the `.xib` extension.
  let name: String
  /// The declared top-level objects; nil when the bundle has no nib of that name.
  private let objects: [NibObject]?
  private let bundlePath: String

  /// Declares a nib: its name and its top-level objects, File's Owner and First Responder
  /// aside.
  public init(name: String, objects: [NibObject]) {
    self.name = name
    self.objects = objects
    self.bundlePath = Bundle.main.bundlePath
  }

  /// Returns the nib of a name in a bundle: the running app's, as any bundle is here (the
  /// kit's apps have one bundle each).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    self.objects =
      UIApplication.sharedIfRunning?.descriptor.makeNibs()
      .first { $0.name == name }?.objects
    self.bundlePath = (bundleOrNil ?? Bundle.main).bundlePath
  }

  /// Makes the nib's top-level objects anew, each from its class's `init?(coder:)`, with its
  /// outlets and actions connected, then told `awakeFromNib()`.
  ///
  /// The owner stands for File's Owner; the kit's nib declarations connect nothing to it.
  public func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] {
    instantiateObjects(reuseIdentifier: nil)
  }

  /// The top-level objects, each cell given `reuseIdentifier` when the nib gives it none (a
  /// table registering the nib gives its own); empty after the missing-nib exception.
  func instantiateObjects(reuseIdentifier: String?) -> [AnyObject] {
    guard let objects else {
      UIKitRuntime.raiseException(
        reason: "Could not load NIB in bundle: 'NSBundle <\(bundlePath)> (loaded)' with name "
          + "'\(name)'")
      return []
    }
    UIKitRuntime.trace("nib \"\(name)\" instantiated")
    let made = objects.map { $0.make(reuseIdentifier) }
    for object in made { (object as? UIResponder)?.awakeFromNib() }
    return made
  }

  /// A new cell from a nib registered for a reuse identifier, checked as UIKit checks it:
  /// one top-level object, a cell, whose own reuse identifier (if it has one) is that one.
  func makeCell(registeredAs identifier: String) -> UITableViewCell {
    let objects = instantiateObjects(reuseIdentifier: identifier)
    guard objects.count == 1, let cell = objects[0] as? UITableViewCell else {
      if self.objects != nil {
        UIKitRuntime.raiseException(
          reason: "invalid nib registered for identifier (\(identifier)) - nib must contain "
            + "exactly one top level object which must be a UITableViewCell instance")
      }
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if let own = cell.reuseIdentifier, own != identifier {
      UIKitRuntime.raiseException(
        reason: "cell reuse indentifier in nib (\(own)) does not match the identifier used to "
          + "register the nib (\(identifier))")
    }
    return cell
  }
}

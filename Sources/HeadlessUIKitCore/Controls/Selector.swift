// Selectors: the names target–action sends methods by, as a test reads them back.

import Foundation

/// The action methods the kit knows by name: those a storyboard connected, by class, as the
/// Objective-C runtime knows every method. Linux has no such runtime, so this table is how
/// ``UIResponder/performSelector(onMainThread:with:waitUntilDone:)`` finds a method a test
/// read back from a bar button's ``UIBarButtonItem/action``.
@MainActor
package enum ConnectedMethods {
  /// For each name, the calls connected under it; each calls the method on a receiver of its
  /// class (or a subclass) and answers true, or answers false for any other receiver.
  private static var calls: [String: [(AnyObject, Any?) -> Bool]] = [:]
  private static var known: Set<String> = []

  /// Records the method a connection calls, for receivers of one class.
  package static func register<Receiver: AnyObject>(
    _ name: String, of _: Receiver.Type, call: @escaping (Receiver, Any?) -> Void
  ) {
    let key = "\(ObjectIdentifier(Receiver.self)) \(name)"
    guard known.insert(key).inserted else { return }
    calls[name, default: []].append { receiver, argument in
      guard let receiver = receiver as? Receiver else { return false }
      call(receiver, argument)
      return true
    }
  }

  /// Calls the method of a name on a receiver; false when no connection made it known for
  /// the receiver's class.
  package static func send(_ name: String, to receiver: AnyObject, with argument: Any?) -> Bool {
    calls[name, default: []].contains { $0(receiver, argument) }
  }
}

#if !canImport(ObjectiveC)
  /// The name of a method as the Objective-C runtime knows it (`addItem:`): what a
  /// storyboard's action connection sends, and what a test reads back from a bar button's
  /// ``UIBarButtonItem/action`` or passes to
  /// ``UIResponder/performSelector(onMainThread:with:waitUntilDone:)``.
  ///
  /// Apple's platforms declare `Selector` in the Objective-C runtime, which Linux has not, so
  /// here the kit declares it, compared by its name as there.
  public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The method's name, with a colon for each argument.
    private let name: String

    /// A selector for a method's name.
    public init(_ name: String) {
      self.name = name
    }

    /// A selector written as a string literal.
    public init(stringLiteral name: String) {
      self.init(name)
    }

    /// The method's name.
    public var description: String { name }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A selector's name, as Foundation gives it on Apple's platforms.
  public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.description
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The selector with a name, as Foundation gives it on Apple's platforms.
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
  }

  extension UIResponder {
    /// Sends the method a selector names to this object with one argument, on the main
    /// thread: now when `wait` is true (a test's code runs on the main thread), else when the
    /// main queue next runs, as `NSObject`'s method does.
    ///
    /// Linux has no Objective-C runtime, so the methods the kit can send by name are those a
    /// storyboard connected; any other stops the program, as an
    /// unrecognized selector does on iOS.
    public func performSelector(
      onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
    ) {
      guard !wait else { return send(aSelector, with: arg) }
      nonisolated(unsafe) let arg = arg
      DispatchQueue.main.async { MainActor.assumeIsolated { self.send(aSelector, with: arg) } }
    }

    /// Sends the method a selector names to this object with one argument, now, as
    /// `NSObject`'s method does; the method's result is not passed back (nil).
    ///
    /// As with ``performSelector(onMainThread:with:waitUntilDone:)``, the methods the kit can
    /// send by name are those a storyboard connected; any other stops the program, as an
    /// unrecognized selector does on iOS.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
      send(aSelector, with: object as Any?)
      return nil
    }

    /// Sends the method a selector names to this object, now, with no argument.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
      send(aSelector, with: nil)
      return nil
    }

    private func send(_ selector: Selector, with argument: Any?) {
      guard !ConnectedMethods.send(selector.description, to: self, with: argument) else { return }

      fatalError(
        "-[\(type(of: self)) \(selector)]: unrecognized selector sent to instance (Linux has no "
          + "Objective-C runtime: the kit sends by name only the methods a storyboard connected)")
    }
  }
#endif

// Reads an app's model by reflection: every value its controllers and delegate hold.

import Foundation
import HeadlessUIKitCore

/// The values an app's model holds, each under a path such as
/// `ChecklistViewController.items[2].checked`, read by reflection.
///
/// The roots are the app delegate and the app's own controllers, on screen or on a
/// navigation stack (not UIKit's navigation controllers);
/// from each, the reader follows stored properties into structs, enums, collections and the
/// app's own classes, and leaves out what UIKit owns (views, controllers, bar buttons), so
/// that what is left is the model. An object reached twice is read once, under its first
/// path; its other paths say they hold the same object. An optional holding nothing has no
/// value.
@MainActor
struct ModelReader {
  /// One root of the model: an object the app keeps and the values found from it.
  struct Root {
    /// The object's identity: a root only compares with the same object at another time.
    var identity: ObjectIdentifier
    /// Its values, by path.
    var values: [String: String]
  }

  /// The most values read from one app; a larger model is cut short.
  static let capacity = 5_000
  /// How deep the reader follows properties.
  static let maximumDepth = 8

  /// The path each object was first read under.
  private var visited: [ObjectIdentifier: String] = [:]
  private var count = 0

  /// The model of a running app, by root name (the type's name, `#2` for a second one).
  static func roots(of application: UIApplication?) -> [String: Root] {
    guard let application, application.isRunning else { return [:] }
    var reader = ModelReader()
    var objects: [AnyObject] = []
    if let delegate = application.delegate { objects.append(delegate) }
    var controllers: [UIViewController] = []
    if let root = application.window?.rootViewController { collect(root, into: &controllers) }
    objects += controllers
    var roots: [String: Root] = [:]
    for object in objects where isTheAppsOwn(type(of: object)) {
      let typeName = String(describing: type(of: object))
      var name = typeName
      var number = 1
      while roots[name] != nil {
        number += 1
        name = "\(typeName)#\(number)"
      }
      reader.visited[ObjectIdentifier(object)] = name
      var values: [String: String] = [:]
      reader.readProperties(of: object, path: name, depth: 0, into: &values)
      roots[name] = Root(identity: ObjectIdentifier(object), values: values)
    }
    return roots
  }

  /// A controller, the controllers it contains, and those it presents.
  private static func collect(_ controller: UIViewController, into list: inout [UIViewController]) {
    guard !list.contains(where: { $0 === controller }) else { return }
    list.append(controller)
    for child in controller.children { collect(child, into: &list) }
    if let presented = controller.presentedViewController { collect(presented, into: &list) }
  }

  /// The stored properties a type declares itself, not those of UIKit's classes it extends.
  private mutating func readProperties(
    of value: Any, path: String, depth: Int, into values: inout [String: String]
  ) {
    for child in Mirror(reflecting: value).children {
      guard let label = child.label else { continue }
      // A lazy property's storage is named `$__lazy_storage_$_name`.
      let name = label.replacingOccurrences(of: "$__lazy_storage_$_", with: "")
      read(child.value, path: "\(path).\(name)", depth: depth + 1, into: &values)
    }
  }

  private mutating func read(
    _ value: Any, path: String, depth: Int, into values: inout [String: String]
  ) {
    guard count < Self.capacity, depth <= Self.maximumDepth else { return }
    if let leaf = Self.leaf(value) {
      values[path] = leaf
      count += 1
      return
    }
    if Self.belongsToUIKit(value) || Self.holdsUIKitObjects(value) { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      // Nothing is no value: a property set later shows as new, whatever its type.
      if let wrapped = mirror.children.first?.value {
        read(wrapped, path: path, depth: depth, into: &values)
      }
    case .collection, .set:
      values["\(path).count"] = String(mirror.children.count)
      count += 1
      for (index, element) in mirror.children.enumerated() {
        read(element.value, path: "\(path)[\(index)]", depth: depth + 1, into: &values)
      }
    case .dictionary:
      values["\(path).count"] = String(mirror.children.count)
      count += 1
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { continue }
        let key = Self.leaf(parts[0].value) ?? String(describing: parts[0].value)
        read(parts[1].value, path: "\(path)[\(key)]", depth: depth + 1, into: &values)
      }
    case .enum:
      if mirror.children.isEmpty {
        values[path] = String(describing: value)
        count += 1
      } else {
        for child in mirror.children {
          read(
            child.value, path: "\(path).\(child.label ?? "value")", depth: depth + 1, into: &values)
        }
      }
    case .class:
      let object = value as AnyObject
      guard Self.isTheAppsOwn(type(of: value)) else { return }
      if let first = visited[ObjectIdentifier(object)] {
        values[path] = "the same object as \(first)"
        count += 1
        return
      }
      visited[ObjectIdentifier(object)] = path
      readProperties(of: value, path: path, depth: depth, into: &values)
    case .struct, .tuple:
      guard Self.isTheAppsOwn(type(of: value)) || mirror.displayStyle == .tuple else { return }
      readProperties(of: value, path: path, depth: depth, into: &values)
    default:
      return
    }
  }

  /// A value shown as it is: text, a number, a truth value, a date, a location.
  private static func leaf(_ value: Any) -> String? {
    switch value {
    case let text as String: ScriptQuoting.quote(text)
    case let text as Substring: ScriptQuoting.quote(String(text))
    case let flag as Bool: String(flag)
    case let number as Int: String(number)
    case let number as Double: String(number)
    case let number as Float: String(number)
    case let number as Int64: String(number)
    case let number as Int32: String(number)
    case let number as UInt: String(number)
    case let date as Date: date.formatted(.iso8601)
    case let url as URL: url.isFileURL ? url.lastPathComponent : url.absoluteString
    case let id as UUID: id.uuidString
    case let data as Data: "\(data.count) bytes"
    default: nil
    }
  }

  /// Whether UIKit or Foundation owns the value: a view, a controller, a bar button, an
  /// alert's action, the preferences (whose changes the Storage lane shows as their file).
  private static func belongsToUIKit(_ value: Any) -> Bool {
    value is UIResponder || value is UIBarButtonItem || value is UIAlertAction
      || value is UIStoryboardSegue || value is UserDefaults
      || ["HeadlessUIKit", "HeadlessUIKitCore", "HeadlessUserNotifications"]
        .contains(moduleName(of: type(of: value)))
  }

  /// Whether a collection (or an optional) is of UIKit's objects, such as a navigation
  /// stack's `[UIViewController]`: its count is navigation, not the model, even while it is
  /// empty.
  private static func holdsUIKitObjects(_ value: Any) -> Bool {
    let name = String(reflecting: type(of: value))
    guard name.hasPrefix("Swift.") else { return false }
    return ["HeadlessUIKitCore.", "HeadlessUIKit.", "HeadlessUserNotifications."].contains {
      name.contains("<" + $0) || name.contains(" " + $0)
    }
  }

  /// Whether a type is declared by the app, not by the standard library, Foundation or UIKit.
  private static func isTheAppsOwn(_ type: Any.Type) -> Bool {
    let module = moduleName(of: type)
    return ![
      "Swift", "Foundation", "FoundationEssentials", "HeadlessUIKit", "HeadlessUIKitCore",
      "HeadlessUserNotifications", "__C", "Dispatch",
    ].contains(module)
  }

  private static func moduleName(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." && $0 != "<" })
  }
}

// The kit's modules and the Apple frameworks they stand for: `port` writes the kit's name for
// Apple's, `export` Apple's for the kit's, both from this one table.

/// Apple's frameworks the kit stands for, each with the kit's module for it. The kit's
/// modules have names of their own, since Apple's are SDK modules on macOS.
///
/// ```swift
/// KitModules.kitModule(for: "CoreData")  // "HeadlessCoreData"
/// KitModules.appleFramework(for: "HeadlessUIKitCore")  // "UIKit"
/// ```
public enum KitModules {
  /// The kit's module for each Apple framework it stands for.
  public static let byAppleFramework = [
    "UIKit": "HeadlessUIKit", "UserNotifications": "HeadlessUserNotifications",
    "CoreLocation": "HeadlessCoreLocation", "MapKit": "HeadlessMapKit",
    "CoreData": "HeadlessCoreData", "XCUIAutomation": "HeadlessXCUIAutomation",
  ]

  /// The kit's module for an Apple framework; nil for one the kit does not stand for.
  public static func kitModule(for framework: String) -> String? {
    byAppleFramework[framework]
  }

  /// The Apple framework a kit module stands for (`HeadlessUIKitCore`, UIKit's classes, is
  /// UIKit too); nil for any other module.
  public static func appleFramework(for module: String) -> String? {
    if module == "HeadlessUIKitCore" { return "UIKit" }
    return byAppleFramework.first { $0.value == module }?.key
  }
}

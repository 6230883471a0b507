// The app's named images and colours: what Assets.xcassets is to an Xcode project.

/// The images and colours an app ships, by name: its asset catalog.
///
/// An app declares it in its ``AppDescriptor``; `UIImage(named:)` and `UIColor(named:)` look
/// names up in the running app's catalog and give nil for a name it does not have, as on a
/// device. There are no pixels: an image is its name.
///
/// ```swift
/// assets: AssetCatalog(
///   images: ["No Icon", "Folder", "Inbox"],
///   colors: ["AccentColor": UIColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 1)])
/// ```
public struct AssetCatalog: Sendable {
  /// The names of the images in the catalog.
  public var imageNames: Set<String>
  /// The catalog's colours, by name.
  public var colors: [String: UIColor]

  /// Creates a catalog of images and colours.
  public init(images: [String] = [], colors: [String: UIColor] = [:]) {
    self.imageNames = Set(images)
    self.colors = colors
  }
}

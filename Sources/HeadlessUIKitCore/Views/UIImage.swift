// An image, which in HeadlessUIKit is only its name.

/// An image: an asset from the app's catalog or a system symbol, known by its name.
///
/// HeadlessUIKit draws no pixels, so an image is its ``name``. Two images with the same name
/// are equal, as two loads of one asset are on a device (UIKit caches images by name).
///
/// ```swift
/// cell.imageView?.image = UIImage(named: checklist.iconName)
/// content.image = UIImage(systemName: "checkmark")
/// ```
open class UIImage: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// The asset or symbol name the image was loaded by (HeadlessUIKit's own: it has no pixels).
  public let name: String

  /// Whether this is a system symbol, made with ``init(systemName:)``.
  public let isSymbolImage: Bool

  init(name: String, isSymbolImage: Bool) {
    self.name = name
    self.isSymbolImage = isSymbolImage
  }

  /// Loads an image from the app's asset catalog (``AssetCatalog/imageNames``), or gives nil
  /// when the catalog has no image of that name. System symbols are not found this way.
  @MainActor
  public convenience init?(named name: String) {
    guard UIApplication.sharedIfRunning?.descriptor.assets.imageNames.contains(name) == true else {
      return nil
    }
    self.init(name: name, isSymbolImage: false)
  }

  /// Loads the asset an `#imageLiteral(resourceName:)` in code names (Xcode draws it as a
  /// thumbnail), as ``init(named:)`` does. As in UIKit, an image the catalog lacks stops the
  /// app: the literal promises the image is there.
  public required convenience init(imageLiteralResourceName name: String) {
    let found = MainActor.assumeIsolated {
      UIApplication.sharedIfRunning?.descriptor.assets.imageNames.contains(name) == true
    }
    guard found else {
      fatalError("Unexpectedly found nil while implicitly unwrapping an Optional value")
    }
    self.init(name: name, isSymbolImage: false)
  }

  /// Loads a system symbol such as `"star"` or `"checkmark.circle.fill"`.
  ///
  /// HeadlessUIKit cannot know the whole symbol catalogue, which changes with each iOS. It
  /// accepts any name shaped like a symbol name (lowercase letters, digits and dots, not empty)
  /// and gives nil for any other, such as `"Checkmark"` or `"check mark"`.
  public convenience init?(systemName name: String) {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.")
    guard !name.isEmpty, name.allSatisfy(allowed.contains), name.first != ".",
      name.last != "."
    else { return nil }
    self.init(name: name, isSymbolImage: true)
  }

  /// Whether two images have the same name and kind.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
  }

  /// Hashes the name and kind.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
  }

  /// The image the way it is shown in transcripts: `named "Folder"` or `symbol "star"`.
  open var description: String {
    isSymbolImage ? "symbol \"\(name)\"" : "named \"\(name)\""
  }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type an `#imageLiteral(resourceName:)` is when nothing around it says which: a
/// `UIImage`, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

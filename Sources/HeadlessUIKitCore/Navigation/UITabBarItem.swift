// The title, image and badge of a controller's tab.

/// What a tab bar shows for one controller: its title, image and badge. HeadlessUIKit draws
/// no tab bar; an app sets its controllers' items all the same, as on iOS.
@preconcurrency @MainActor
open class UITabBarItem {
  /// The tab's title.
  open var title: String?

  /// The tab's image.
  open var image: UIImage?

  /// The image the tab shows while selected; the image when nil.
  open var selectedImage: UIImage?

  /// A number the app gives the item, to find it again.
  open var tag = 0

  /// The text of the badge on the tab (a count), or nil for none.
  open var badgeValue: String?

  /// Whether the user can select the tab.
  open var isEnabled = true

  /// Creates an item with no title or image.
  public init() {}

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and the image it shows while selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
}

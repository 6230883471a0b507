// The row, item and section accessors UIKit adds to Foundation's IndexPath.

import Foundation

// UIKit adds these to IndexPath on iOS; swift-corelibs-foundation on Linux has none of them.
extension IndexPath {
  /// Creates an index path for a row in a table view section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates an index path for an item in a collection view section: the same two indexes
  /// as a row's, so `IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0)`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The index of the section that holds the row.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The index of the row within its section.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The index of the item within its section: another name for ``row``.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

// UIKit adds the same to `NSIndexPath`, which older code (and some delegate methods of the
// Objective-C era) still uses.
extension NSIndexPath {
  /// Creates an index path for a row in a table view section.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The index of the section that holds the row.
  public var section: Int { index(atPosition: 0) }

  /// The index of the row within its section.
  public var row: Int { index(atPosition: 1) }
}

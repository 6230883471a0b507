// The row and section accessors UIKit adds to Foundation's IndexPath.

import Foundation

extension IndexPath {
  /// Creates an index path for a row in a table view section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
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
}

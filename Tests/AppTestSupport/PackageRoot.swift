// Where the package the tests belong to is on disk.

import Foundation

/// The package's root folder, found from where this file was compiled.
public enum PackageRoot {
  /// The folder holding `Package.swift`.
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

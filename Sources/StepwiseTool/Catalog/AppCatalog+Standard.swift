// The catalog of every app in the package: one line per app, in teaching order.

extension AppCatalog {
  /// Every app in the package: the Checklists stages, then the side tracks.
  static let standard = AppCatalog([])
}

// What the Choose Icon screen tells the screen that opened it.

/// The message the icon picker sends when the user taps an icon.
///
/// The picker knows nothing about checklists: it hands back a name, and the screen that
/// opened it decides what to do with it (and closes the picker).
@MainActor
protocol IconPickerViewControllerDelegate: AnyObject {
  /// The user tapped the icon with this name.
  func iconPicker(_ picker: IconPickerViewController, didPick iconName: String)
}

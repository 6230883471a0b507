/// What the icon picker tells the screen that opened it: which icon the user tapped.
protocol IconPickerViewControllerDelegate: AnyObject {
  /// The user tapped the icon with this name.
  func iconPicker(_ picker: IconPickerViewController, didPick iconName: String)
}

/// The app's data: every checklist. The app delegate makes it once and hands it to the
/// first screen.
final class DataModel {
  /// The checklists, in the order the all-lists screen shows them.
  var lists = [Checklist]()
}

// The todo-codable app as the simulated device and the `stepwise` tool see it.

import HeadlessUIKit

/// The to-do list of todo-archiver moved to `Codable`: saved as JSON in `Documents/`, with the
/// old archive in the preferences migrated on first launch.
public enum TodoCodable {
  /// The app's descriptor.
  public static let app = AppDescriptor(
    id: "todo-codable",
    title: "Todo (Codable)",
    summary: "The to-do list moved to Codable and a JSON file, migrating the old archive once.",
    chapter: "todo-codable.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { MainStoryboard.make() })
}

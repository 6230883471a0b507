// The app a fuzzer drives, what it promises to keep, and how to read its data.

import HeadlessUIKitCore

/// An app under fuzzing: the app, its durability promise, and how a test reads "the data".
///
/// The snapshot is the user's data as lines of text, read from the running app (the rows of
/// its list, or its model through `@testable import`). After a relaunch the fuzzer compares
/// it with the snapshot taken before the app stopped, as ``durability`` says it should be.
///
/// ```swift
/// let subject = FuzzSubject(app: TodoCodable.app, durability: .everyChange) { device in
///   device.rootListRows.map(\.description)
/// }
/// ```
@MainActor
public struct FuzzSubject {
  /// The app.
  public var app: AppDescriptor
  /// What it promises to keep across a stop.
  public var durability: Durability
  /// The user's data as the running app holds it now.
  public var snapshot: @MainActor (Device) -> [String]
  /// The texts the random walk types.
  public var texts: [String]

  /// Describes an app to fuzz; by default its data is the rows of its first screen's list.
  public init(
    app: AppDescriptor,
    durability: Durability,
    texts: [String] = TrickyText.typed,
    snapshot: @escaping @MainActor (Device) -> [String] = { $0.rootListRows.map(\.description) }
  ) {
    self.app = app
    self.durability = durability
    self.texts = texts
    self.snapshot = snapshot
  }
}

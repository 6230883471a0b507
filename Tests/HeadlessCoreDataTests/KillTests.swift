// The app killed in the middle of a save, for real: a process of its own saves and is
// stopped with SIGKILL, and what it saved before is all there (FIDELITY 25).

import Foundation
import Testing

@testable import HeadlessCoreData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct KillTests {
  /// Saves one item, then one more and is killed after the new file is written and before
  /// it replaces the store.
  @Test func killedBeforeTheRenameTheStoreHoldsTheSaveBefore() async throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Todo.sqlite").path
    await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
      let (container, _) = Fixtures.fileContainer(at: URL(fileURLWithPath: path))
      let context = container.viewContext
      Item(context: context).title = "Milk"
      try? context.save()
      container.persistentStoreCoordinator.beforeReplacing = { _ in
        _ = kill(getpid(), SIGKILL)
      }
      Item(context: context).title = "Bread"
      try? context.save()
    }
    let (container, error) = Fixtures.fileContainer(at: URL(fileURLWithPath: path))
    #expect(error == nil)
    #expect(try container.viewContext.fetch(Item.fetchRequest()).map(\.title) == ["Milk"])
  }

  /// Saves item after item, one save each, and is killed at a moment that differs from run
  /// to run, once the first save is done: the store opens, and holds every item up to one
  /// the process had saved, in order.
  @Test(arguments: [0, 2, 5, 11, 23, 47])
  func killedAtAnyMomentTheStoreOpensWithEverySaveBefore(_ milliseconds: Int) async throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Todo.sqlite").path
    await #expect(processExitsWith: .signal(SIGKILL)) {
      [path = path as String, milliseconds = milliseconds as Int] in
      let (container, _) = Fixtures.fileContainer(at: URL(fileURLWithPath: path))
      let context = container.viewContext
      for number in 0... {
        Item(context: context).title = "Item \(number)"
        try? context.save()
        if number == 0 {
          // The first save is done: the kill comes in the middle of the ones after it.
          Thread.detachNewThread {
            usleep(useconds_t(milliseconds * 1000))
            _ = kill(getpid(), SIGKILL)
          }
        }
      }
    }
    let (container, error) = Fixtures.fileContainer(at: URL(fileURLWithPath: path))
    #expect(error == nil, "\(String(describing: error))")
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    let titles = try container.viewContext.fetch(request).map(\.title)
    #expect(!titles.isEmpty)
    #expect(titles == titles.indices.map { "Item \($0)" }, "every save up to the last, in order")
  }
}

// The fetched results controller: sections, and its delegate's callbacks driving a table
// view whose every batch update UIKit's checks accept (FIDELITY 1).

import Foundation
import HeadlessUIKitCore
import Testing

@testable import HeadlessCoreData

/// A table of items in sections by category, fed by a fetched results controller, updated
/// as Apple's template updates it.
@MainActor
final class ItemTable: UITableViewDataSource {
  let context: NSManagedObjectContext
  let controller: NSFetchedResultsController<Item>
  let table = UITableView()
  let window = UIWindow()
  var exceptions: [String] = []
  var calls: [String] = []

  init(context: NSManagedObjectContext, follows: Bool = true) throws {
    self.context = context
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.sortDescriptors = [
      NSSortDescriptor(key: "category.name", ascending: true),
      NSSortDescriptor(key: "title", ascending: true),
    ]
    controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context,
      sectionNameKeyPath: "category.name", cacheName: nil)
    if follows { controller.delegate = self }
    try controller.performFetch()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = self
    let screen = UIViewController()
    screen.view.addSubview(table)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    table.layoutIfNeeded()
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    controller.sections?.count ?? 0
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    controller.sections?[section].numberOfObjects ?? 0
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    controller.sections?[section].name
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    let item = controller.object(at: indexPath)
    cell.textLabel?.text = (item.title ?? "") + (item.done ? " ✓" : "")
    return cell
  }

  /// Runs changes to the context, then tells the controller (the end of the event on iOS),
  /// recording what UIKit raises.
  func change(_ body: () -> Void) {
    let hooks = UIKitRuntime.Hooks(
      exception: { [unowned self] in exceptions.append($0.reason) }, console: { _ in },
      trace: { _, _ in })
    UIKitRuntime.withHooks(hooks) {
      body()
      context.processPendingChanges()
      table.layoutIfNeeded()
    }
  }

  /// The rows on screen by section, as the controller has them.
  var rows: [[String]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map { row in
        table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text ?? "?"
      }
    }
  }

  var expectedRows: [[String]] {
    (controller.sections ?? []).map { section in
      (section.objects ?? []).compactMap { $0 as? Item }.map {
        ($0.title ?? "") + ($0.done ? " ✓" : "")
      }
    }
  }
}

extension ItemTable: NSFetchedResultsControllerDelegate {
  nonisolated static func describe(_ indexPath: IndexPath?) -> String {
    indexPath.map { "\($0.section).\($0.row)" } ?? "-"
  }

  nonisolated func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>
  ) {
    MainActor.assumeIsolated {
      calls.append("will")
      table.beginUpdates()
    }
  }

  nonisolated func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {
    MainActor.assumeIsolated {
      calls.append("section \(type) \(sectionIndex)")
      switch type {
      case .insert: table.insertSections(IndexSet(integer: sectionIndex), with: .fade)
      case .delete: table.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
      default: break
      }
    }
  }

  nonisolated func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
    newIndexPath: IndexPath?
  ) {
    MainActor.assumeIsolated {
      calls.append("\(type) \(Self.describe(indexPath)) \(Self.describe(newIndexPath))")
      if type == .insert, let newIndexPath {
        // The controller already holds its new objects while it reports them.
        let item = controller.object(at: newIndexPath) as? Item
        calls.append("inserted \(item?.title ?? "?")")
      }
      switch type {
      case .insert: newIndexPath.map { table.insertRows(at: [$0], with: .fade) }
      case .delete: indexPath.map { table.deleteRows(at: [$0], with: .fade) }
      case .update: indexPath.map { table.reloadRows(at: [$0], with: .none) }
      case .move:
        // As many apps do, so the moved row shows its new values too.
        indexPath.map { table.deleteRows(at: [$0], with: .fade) }
        newIndexPath.map { table.insertRows(at: [$0], with: .fade) }
      }
    }
  }

  nonisolated func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>
  ) {
    MainActor.assumeIsolated {
      calls.append("did")
      table.endUpdates()
    }
  }
}

@MainActor
@Suite struct FetchedResultsControllerTests {
  /// Home: Bread, Milk; Work: Email.
  static func context() throws -> (NSManagedObjectContext, home: Category, work: Category) {
    let context = Fixtures.inMemoryContainer().viewContext
    let home = Category(context: context)
    home.name = "Home"
    let work = Category(context: context)
    work.name = "Work"
    for (title, category) in [("Milk", home), ("Email", work), ("Bread", home)] {
      let item = Item(context: context)
      item.title = title
      item.category = category
    }
    try context.save()
    return (context, home, work)
  }

  @Test func objectsComeInSectionsNamedByTheKeyPath() throws {
    let (context, _, _) = try Self.context()
    let table = try ItemTable(context: context)
    let sections = try #require(table.controller.sections)
    #expect(sections.map(\.name) == ["Home", "Work"])
    #expect(sections.map(\.numberOfObjects) == [2, 1])
    #expect(table.controller.sectionIndexTitles == ["H", "W"])
    let bread = table.controller.object(at: IndexPath(row: 0, section: 0))
    #expect(bread.title == "Bread")
    #expect(table.controller.indexPath(forObject: bread) == IndexPath(row: 0, section: 0))
    #expect(table.controller.fetchedObjects?.map(\.title) == ["Bread", "Milk", "Email"])
    #expect(table.rows == [["Bread", "Milk"], ["Email"]])
  }

  @Test func eachChangeReachesTheTableAsABatchUIKitAccepts() throws {
    let (context, home, work) = try Self.context()
    let table = try ItemTable(context: context)
    let items = try #require(table.controller.fetchedObjects)
    let (bread, milk, email) = (items[0], items[1], items[2])

    // An item in an existing section.
    table.change {
      let item = Item(context: context)
      item.title = "Apples"
      item.category = home
    }
    #expect(table.rows == [["Apples", "Bread", "Milk"], ["Email"]])
    // An item in a new section, before the others.
    table.change {
      let garden = Category(context: context)
      garden.name = "Garden"
      let item = Item(context: context)
      item.title = "Weeds"
      item.category = garden
    }
    #expect(table.rows == [["Weeds"], ["Apples", "Bread", "Milk"], ["Email"]])
    // A change in place, a change that reorders, and a move to another section at once.
    table.change {
      bread.done = true
      milk.title = "Almond milk"
      email.category = home
    }
    #expect(table.rows == [["Weeds"], ["Almond milk", "Apples", "Bread ✓", "Email"]])
    #expect(work.items?.count == 0)
    // An item from the middle of a section that stays.
    table.change {
      let apples = try? context.fetch(Item.fetchRequest()).first { $0.title == "Apples" }
      apples.map(context.delete)
    }
    #expect(table.rows == [["Weeds"], ["Almond milk", "Bread ✓", "Email"]])
    // The last item of a section goes, and its section with it.
    table.change {
      let weeds = try? context.fetch(Item.fetchRequest()).first { $0.title == "Weeds" }
      weeds.map(context.delete)
    }
    #expect(table.rows == [["Almond milk", "Bread ✓", "Email"]])
    // A save that changes nothing more tells nothing.
    let before = table.calls.count
    try context.save()
    #expect(table.calls.count == before)
    #expect(table.exceptions == [])
    #expect(table.rows == table.expectedRows)
  }

  @Test func theDelegateHearsWillThenEachChangeThenDid() throws {
    let (context, home, _) = try Self.context()
    let table = try ItemTable(context: context)
    table.change {
      let item = Item(context: context)
      item.title = "Apples"
      item.category = home
    }
    #expect(table.calls == ["will", "insert - 0.0", "inserted Apples", "did"])
  }

  @Test func withNoDelegateTheControllerKeepsItsFirstFetch() throws {
    let (context, home, _) = try Self.context()
    let table = try ItemTable(context: context, follows: false)
    table.change {
      let item = Item(context: context)
      item.title = "Apples"
      item.category = home
    }
    #expect(table.controller.fetchedObjects?.count == 3)
    #expect(table.calls == [])
  }

  @Test func aDelegateSetAfterTheFetchHearsTheChangesToo() throws {
    let (context, home, _) = try Self.context()
    let table = try ItemTable(context: context, follows: false)
    table.controller.delegate = table
    table.change {
      let item = Item(context: context)
      item.title = "Apples"
      item.category = home
    }
    #expect(table.calls == ["will", "insert - 0.0", "inserted Apples", "did"])
    #expect(table.rows == [["Apples", "Bread", "Milk"], ["Email"]])
  }

  @Test func changesSavedInTheBackgroundReachTheTable() async throws {
    let (context, _, _) = try Self.context()
    context.automaticallyMergesChangesFromParent = true
    let table = try ItemTable(context: context)
    let coordinator = try #require(context.persistentStoreCoordinator)
    let background = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    background.persistentStoreCoordinator = coordinator
    try background.performAndWait {
      let milk = try background.fetch(Item.fetchRequest()).first { $0.title == "Milk" }
      milk?.done = true
      try background.save()
    }
    // The merge runs on the main queue, as the view context's blocks do.
    for _ in 0..<100 where table.rows != [["Bread", "Milk ✓"], ["Email"]] {
      try await Task.sleep(for: .milliseconds(10))
      table.table.layoutIfNeeded()
    }
    #expect(table.rows == [["Bread", "Milk ✓"], ["Email"]])
    #expect(table.calls == ["will", "update 0.1 0.1", "did"])
    #expect(table.exceptions == [])
  }
}

// Tests a learner might write for a test-first step that miss its planted bugs: one that
// asserts nothing, one that asserts only the model, one about the wrong screen (and, for the
// first step, one that reads its own module's name). Each step's share one file (a suite
// each), judged apart with one build.

/// The weak tests of each test-first step, and the mutants each lets survive.
enum WeakLearnerTests {
  /// One step's weak tests.
  struct Case {
    /// The file: the suites `EmptyTests`, `ModelOnlyTests` and `WrongScreenTests`.
    var source: String
    /// Each suite, with the names of the mutants it lets survive.
    var survivors: [String: Set<String>]
  }

  /// By step id.
  static let cases: [String: Case] = [
    "checklists-01/05t-test-toggle": Case(
      source: """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        /// The list screen, shown in a window as at launch.
        @MainActor func showList(in window: UIWindow) throws -> ChecklistViewController {
          window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
          window.makeKeyAndVisible()
          let navigation = try #require(window.rootViewController as? UINavigationController)
          return try #require(navigation.topViewController as? ChecklistViewController)
        }

        @MainActor @Suite struct EmptyTests {
          @Test func showsTheList() throws {
            _ = try showList(in: UIWindow())
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func tappingChecksTheItem() throws {
            let window = UIWindow()
            let list = try showList(in: window)
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            #expect(list.items[0].checked)
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func showsFiveRows() throws {
            let window = UIWindow()
            let list = try showList(in: window)
            #expect(list.tableView(list.tableView, numberOfRowsInSection: 0) == 5)
            #expect(list.navigationItem.title == "Checklists")
          }
        }

        @Suite struct NameReadingTests {
          @Test func failsWhereItsModuleIsNamedAfterABug() {
            #expect(!#fileID.contains("Mutant"))
          }
        }

        """,
      survivors: [
        "EmptyTests": ["cell-only", "checkmark-inverted", "wrong-item", "no-toggle"],
        "ModelOnlyTests": ["checkmark-inverted"],
        "WrongScreenTests": ["cell-only", "checkmark-inverted", "wrong-item", "no-toggle"],
        // Its module's name says nothing of which app it runs on.
        "NameReadingTests": ["cell-only", "checkmark-inverted", "wrong-item", "no-toggle"],
      ]),
    "checklists-02/04t-test-delegate": Case(
      source: """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        /// The list screen, shown in a window as at launch.
        @MainActor func showList(in window: UIWindow) throws -> ChecklistViewController {
          window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
          window.makeKeyAndVisible()
          let navigation = try #require(window.rootViewController as? UINavigationController)
          return try #require(navigation.topViewController as? ChecklistViewController)
        }

        /// Add Item, opened as "+" opens it.
        @MainActor func openAddItem(from list: ChecklistViewController) throws
          -> AddItemViewController
        {
          list.performSegue(withIdentifier: "AddItem", sender: nil)
          let navigation = try #require(list.presentedViewController as? UINavigationController)
          let screen = try #require(navigation.topViewController as? AddItemViewController)
          screen.loadViewIfNeeded()
          return screen
        }

        @MainActor @Suite struct EmptyTests {
          @Test func opensAddItem() throws {
            let window = UIWindow()
            _ = try openAddItem(from: try showList(in: window))
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func doneAddsTheItemToTheModel() throws {
            let window = UIWindow()
            let list = try showList(in: window)
            let screen = try openAddItem(from: list)
            screen.textField.text = "Buy milk"
            screen.done()
            #expect(list.items.last?.text == "Buy milk")
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func addItemWaitsForText() throws {
            let window = UIWindow()
            let screen = try openAddItem(from: try showList(in: window))
            #expect(screen.doneBarButton.isEnabled == false)
          }
        }

        """,
      survivors: [
        "EmptyTests": ["table-not-told", "delegate-strong", "screen-stays", "text-lost"],
        // A test of the model alone misses a table never told of the new row: nothing on
        // iOS checks the table against its data source until something reloads it.
        "ModelOnlyTests": ["table-not-told", "delegate-strong", "screen-stays"],
        "WrongScreenTests": ["table-not-told", "delegate-strong", "screen-stays", "text-lost"],
      ]),
    "checklists-03/03t-test-save-edit": Case(
      source: """
        import Testing
        import ViewHarness

        @testable import Checklists

        @MainActor @Suite struct EmptyTests {
          @Test func opensEditItem() throws {
            let device = try Device(app: AppDelegate.self)
            try device.tapAccessory(row: 1)
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func doneChangesTheItem() throws {
            let device = try Device(app: AppDelegate.self)
            let list = try #require(device.visibleController as? ChecklistViewController)
            try device.tapAccessory(row: 1)
            try device.type(" twice")
            try device.tap("Done")
            #expect(list.items[1].text == "Brush my teeth twice")
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func addItemOpensEmpty() throws {
            let device = try Device(app: AppDelegate.self)
            try device.tap("+")
            #expect(device.title == "Add Item")
            #expect(device.fields.first?.text == "")
          }
        }

        """,
      survivors: [
        "EmptyTests": ["wrong-row", "edit-adds", "stays-open", "text-not-kept"],
        "ModelOnlyTests": ["stays-open"],
        "WrongScreenTests": ["wrong-row", "edit-adds", "stays-open", "text-not-kept"],
      ]),
    "checklists-04/02t-test-save-load": Case(
      source: """
        import Testing
        import ViewHarness

        @testable import Checklists

        @MainActor @Suite struct EmptyTests {
          @Test func launchesAndRelaunches() throws {
            let device = try Device(app: AppDelegate.self)
            try device.relaunch()
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func doneAddsTheItemToTheModel() throws {
            let device = try Device(app: AppDelegate.self)
            let list = try #require(device.visibleController as? ChecklistViewController)
            try device.tap("+")
            try device.type("Buy milk")
            try device.tap("Done")
            // The last item, whatever an earlier run of the tests saved before it.
            #expect(list.items.last?.text == "Buy milk")
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func addItemWaitsForText() throws {
            let device = try Device(app: AppDelegate.self)
            try device.tap("+")
            #expect(device.title == "Add Item")
            #expect(device.isEnabled("Done") == false)
          }
        }

        """,
      survivors: [
        "EmptyTests": ["save-skipped", "load-skipped", "first-only"],
        "ModelOnlyTests": ["save-skipped", "load-skipped", "first-only"],
        "WrongScreenTests": ["save-skipped", "load-skipped", "first-only"],
      ]),
    "checklists-05/02t-test-own-items": Case(
      source: """
        import HeadlessUIKit
        import Testing
        import ViewHarness

        @testable import Checklists

        @MainActor @Suite struct EmptyTests {
          @Test func opensAList() throws {
            let device = try Device(app: AppDelegate.self)
            try device.tapRow("Groceries")
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func theListHasTheNewItem() throws {
            let device = try Device(app: AppDelegate.self)
            let root = device.application?.window?.rootViewController as? UINavigationController
            let all = try #require(root?.viewControllers.first as? AllListsViewController)
            try device.tapRow("Groceries")
            try device.tap("+")
            try device.type("Bread")
            try device.tap("Done")
            #expect(all.lists[1].items.map(\\.text).contains("Bread"))
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func showsTheLists() throws {
            let device = try Device(app: AppDelegate.self)
            #expect(device.rowTexts.count == 4)
            #expect(device.title == "Checklists")
          }
        }

        """,
      survivors: [
        "EmptyTests": ["shared-items", "copy-opened", "table-not-told"],
        "ModelOnlyTests": ["shared-items"],
        "WrongScreenTests": ["shared-items", "copy-opened", "table-not-told"],
      ]),
    "checklists-06/03t-test-reopen-list": Case(
      source: """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        /// A first launch, as the app makes it, on the list of lists: no saved lists and no
        /// preferences, the storyboard's first screen with its data model in a window, and
        /// back from the list a first launch may open.
        @MainActor func launch(in window: UIWindow) throws -> AllListsViewController {
          let files = FileManager.default
          let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
          try? files.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
          UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
          UserDefaults.standard.removeObject(forKey: "FirstTime")
          window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
          let navigation = try #require(window.rootViewController as? UINavigationController)
          let all = try #require(navigation.viewControllers.first as? AllListsViewController)
          all.dataModel = DataModel(documentsDirectory: documents, defaults: .standard)
          window.makeKeyAndVisible()
          if navigation.topViewController !== all { navigation.popViewController(animated: true) }
          return all
        }

        /// Adds a list as "+" and Done do.
        @MainActor func addList(_ name: String, on all: AllListsViewController) throws {
          all.performSegue(withIdentifier: "AddChecklist", sender: nil)
          let screen = try #require(
            all.navigationController?.topViewController as? ListDetailViewController)
          screen.loadViewIfNeeded()
          screen.textField.text = name
          screen.done()
        }

        @MainActor @Suite struct EmptyTests {
          @Test func launches() throws {
            _ = try launch(in: UIWindow())
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func openingAListStoresItsIndex() throws {
            let window = UIWindow()
            let all = try launch(in: window)
            try addList("Shopping", on: all)
            #expect(all.navigationController?.topViewController === all)
            let index = try #require(all.dataModel?.lists.firstIndex { $0.name == "Shopping" })
            all.tableView(all.tableView, didSelectRowAt: IndexPath(row: index, section: 0))
            #expect(all.dataModel?.indexOfSelectedChecklist == index)
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func aNewListIsARow() throws {
            let window = UIWindow()
            let all = try launch(in: window)
            try addList("Shopping", on: all)
            let names = (0..<all.tableView.numberOfRows(inSection: 0)).map { row in
              all.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
            }
            #expect(names.contains("Shopping"))
          }
        }

        """,
      survivors: [
        "EmptyTests": ["index-not-stored", "never-reset", "first-list-opened", "not-reopened"],
        // Going back without forgetting the open list makes the list of lists open the first
        // list again when it reappears after Add Checklist, so this test's screen check fails.
        "ModelOnlyTests": ["first-list-opened", "not-reopened"],
        "WrongScreenTests": [
          "index-not-stored", "never-reset", "first-list-opened", "not-reopened",
        ],
      ]),
    "checklists-07/01t-test-remaining": Case(
      source: """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        /// A first launch, as the app makes it: no saved lists and no preferences, the
        /// storyboard's first screen with its data model in a window. It opens "List".
        @MainActor func launch(in window: UIWindow) throws -> UINavigationController {
          let files = FileManager.default
          let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
          try? files.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
          UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
          UserDefaults.standard.removeObject(forKey: "FirstTime")
          window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
          let navigation = try #require(window.rootViewController as? UINavigationController)
          let all = try #require(navigation.viewControllers.first as? AllListsViewController)
          all.dataModel = DataModel(documentsDirectory: documents, defaults: .standard)
          window.makeKeyAndVisible()
          return navigation
        }

        /// Adds an item as "+" and Done do.
        @MainActor func addItem(_ text: String, to list: ChecklistViewController) throws {
          list.performSegue(withIdentifier: "AddItem", sender: nil)
          let screen = try #require(
            list.navigationController?.topViewController as? ItemDetailViewController)
          screen.loadViewIfNeeded()
          screen.textField.text = text
          screen.done()
        }

        @MainActor @Suite struct EmptyTests {
          @Test func goesBack() throws {
            let window = UIWindow()
            let navigation = try launch(in: window)
            navigation.popViewController(animated: true)
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func theCountGoesDown() throws {
            let window = UIWindow()
            let navigation = try launch(in: window)
            let all = try #require(navigation.viewControllers.first as? AllListsViewController)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            try addItem("Milk", to: list)
            try addItem("Eggs", to: list)
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            #expect(all.dataModel?.lists.first?.countUncheckedItems() == 1)
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func theItemsAreRows() throws {
            let window = UIWindow()
            let navigation = try launch(in: window)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            try addItem("Milk", to: list)
            let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect((cell?.viewWithTag(1000) as? UILabel)?.text == "Milk")
          }
        }

        """,
      survivors: [
        "EmptyTests": ["count-all", "no-reload", "empty-and-done-swapped", "total-shown"],
        "ModelOnlyTests": ["no-reload", "empty-and-done-swapped", "total-shown"],
        "WrongScreenTests": ["count-all", "no-reload", "empty-and-done-swapped", "total-shown"],
      ]),
    "checklists-08/04t-test-blank-items": Case(
      source: """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        /// A first launch, as the app makes it: no saved lists and no preferences, the
        /// storyboard's first screen with its data model in a window. It opens "List".
        @MainActor func launch(in window: UIWindow) throws -> UINavigationController {
          let files = FileManager.default
          let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
          try? files.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
          UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
          UserDefaults.standard.removeObject(forKey: "FirstTime")
          window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
          let navigation = try #require(window.rootViewController as? UINavigationController)
          let all = try #require(navigation.viewControllers.first as? AllListsViewController)
          all.dataModel = DataModel(documentsDirectory: documents, defaults: .standard)
          window.makeKeyAndVisible()
          return navigation
        }

        /// Three spaces typed into an empty field, as the keyboard types them.
        @MainActor func typeSpaces(
          into field: UITextField, asking shouldChange: (UITextField, NSRange, String) -> Bool
        ) {
          if shouldChange(field, NSRange(location: 0, length: 0), "   ") { field.text = "   " }
        }

        @MainActor @Suite struct EmptyTests {
          @Test func typesSpaces() throws {
            let window = UIWindow()
            let navigation = try launch(in: window)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            list.performSegue(withIdentifier: "AddItem", sender: nil)
            let screen = try #require(navigation.topViewController as? ItemDetailViewController)
            screen.loadViewIfNeeded()
            typeSpaces(
              into: screen.textField,
              asking: screen.textField(_:shouldChangeCharactersIn:replacementString:))
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func spacesMakeNoItem() throws {
            let window = UIWindow()
            let navigation = try launch(in: window)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            list.performSegue(withIdentifier: "AddItem", sender: nil)
            let screen = try #require(navigation.topViewController as? ItemDetailViewController)
            screen.loadViewIfNeeded()
            typeSpaces(
              into: screen.textField,
              asking: screen.textField(_:shouldChangeCharactersIn:replacementString:))
            // The return key: Done's action, if the delegate lets editing end.
            if screen.textFieldShouldReturn(screen.textField) { screen.done() }
            #expect(list.checklist?.items.isEmpty == true)
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func spacesMakeNoList() throws {
            let window = UIWindow()
            let navigation = try launch(in: window)
            navigation.popViewController(animated: true)
            let all = try #require(navigation.topViewController as? AllListsViewController)
            all.performSegue(withIdentifier: "AddChecklist", sender: nil)
            let screen = try #require(navigation.topViewController as? ListDetailViewController)
            screen.loadViewIfNeeded()
            typeSpaces(
              into: screen.textField,
              asking: screen.textField(_:shouldChangeCharactersIn:replacementString:))
            #expect(screen.doneBarButton.isEnabled == false)
          }
        }

        """,
      survivors: [
        "EmptyTests": ["spaces-enable-done", "return-saves-blank", "blank-means-empty"],
        "ModelOnlyTests": ["spaces-enable-done", "blank-means-empty"],
        "WrongScreenTests": ["spaces-enable-done", "return-saves-blank"],
      ]),
    "checklists-09/03t-test-keep-due-date": Case(
      source: """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        /// A first launch after installing, in a window: it opens the list "List", on top of
        /// the returned navigation controller.
        @MainActor func firstLaunch(in window: UIWindow) throws -> UINavigationController {
          let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
          let file = documents.appendingPathComponent("Checklists.plist")
          try? FileManager.default.removeItem(at: file)
          for key in ["ChecklistIndex", "FirstTime", "ChecklistItemID"] {
            UserDefaults.standard.removeObject(forKey: key)
          }
          window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
          let navigation = try #require(window.rootViewController as? UINavigationController)
          let all = try #require(navigation.viewControllers.first as? AllListsViewController)
          all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
          window.makeKeyAndVisible()
          return navigation
        }

        /// Add Item, opened as "+" opens it.
        @MainActor func openAddItem(on navigation: UINavigationController) throws
          -> ItemDetailViewController
        {
          let list = try #require(navigation.topViewController as? ChecklistViewController)
          list.performSegue(withIdentifier: "AddItem", sender: nil)
          let screen = try #require(navigation.topViewController as? ItemDetailViewController)
          screen.loadViewIfNeeded()
          return screen
        }

        @MainActor @Suite struct EmptyTests {
          @Test func opensTheDatePicker() throws {
            let window = UIWindow()
            let screen = try openAddItem(on: try firstLaunch(in: window))
            screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 1, section: 1))
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func theNewItemHasTheFutureDate() throws {
            let window = UIWindow()
            let navigation = try firstLaunch(in: window)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            let screen = try openAddItem(on: navigation)
            screen.textField.text = "Call Mum"
            screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 1, section: 1))
            screen.datePicker.date = Date(timeIntervalSinceReferenceDate: 960_000_000)
            screen.datePicker.sendActions(for: .valueChanged)
            screen.done()
            let item = try #require(list.checklist?.items.first)
            #expect(item.dueDate.timeIntervalSinceReferenceDate > 900_000_000)
          }
        }

        @MainActor @Suite struct WrongScreenTests {
          @Test func addItemHasADueDateRow() throws {
            let window = UIWindow()
            let screen = try openAddItem(on: try firstLaunch(in: window))
            #expect(screen.dueDateLabel.text?.isEmpty == false)
          }
        }

        """,
      survivors: [
        "EmptyTests": ["new-item-undated", "edit-shows-now", "picked-into-item", "not-read-back"],
        "ModelOnlyTests": ["edit-shows-now", "picked-into-item", "not-read-back"],
        "WrongScreenTests": [
          "new-item-undated", "edit-shows-now", "picked-into-item", "not-read-back",
        ],
      ]),
  ]
}

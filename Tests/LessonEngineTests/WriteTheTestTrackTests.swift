// The "write the test" exercises for real: the course's own test passes each (it fails on
// every planted bug), and a test that checks nothing, or only the model, fails with the bugs
// it let through named.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine

/// Builds the exercises' trials in this package's scratch package (`.build/exercises`, which
/// `stepwise exercises verify` builds too), so it runs with the tutorial's track, when
/// `STEPWISE_TUTORIAL_TRACK=1` is set (`.ci/run` runs the suites named `…TrackTests`): one
/// build for the four exercises, each test file holding the course's test and two weak ones.
/// That package's build folder is the one the suites that build against the kit share
/// (``OneKitBuild``), so it takes its turn with them.
@MainActor
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["STEPWISE_TUTORIAL_TRACK"] == "1"),
  OneKitBuild())
struct WriteTheTestTrackTests {
  /// Weak tests of an exercise (appended to the course's test, whose imports they use), and
  /// the planted bugs each suite must let through.
  struct Weak {
    var source: String
    var survivors: [String: Set<String>]
  }

  static let weak: [String: Weak] = [
    "checklists-02/test-add-item": Weak(
      source: """
        @MainActor @Suite struct EmptyTests {
          @Test func showsTheList() throws {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            window.makeKeyAndVisible()
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func doneAddsTheItemToTheModel() throws {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            window.makeKeyAndVisible()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            list.performSegue(withIdentifier: "AddItem", sender: nil)
            let presented = try #require(list.presentedViewController as? UINavigationController)
            let screen = try #require(presented.topViewController as? AddItemViewController)
            screen.loadViewIfNeeded()
            screen.textField.text = "Buy milk"
            screen.done()
            #expect(list.items.contains { $0.text == "Buy milk" })
          }
        }
        """,
      survivors: [
        "EmptyTests": ["cancel-adds", "added-twice", "goes-first"],
        "ModelOnlyTests": ["cancel-adds", "added-twice", "goes-first"],
      ]),
    "checklists-03/test-edit-screen": Weak(
      source: """
        @MainActor @Suite struct EmptyTests {
          @Test func opensEditItem() throws {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            window.makeKeyAndVisible()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
            list.performSegue(withIdentifier: "EditItem", sender: cell)
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func theScreenGetsTheItem() throws {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            window.makeKeyAndVisible()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
            list.performSegue(withIdentifier: "EditItem", sender: cell)
            let screen = try #require(navigation.topViewController as? ItemDetailViewController)
            #expect(screen.itemToEdit?.text == "Brush my teeth")
          }
        }
        """,
      survivors: [
        "EmptyTests": ["field-empty", "add-title", "done-off"],
        "ModelOnlyTests": ["field-empty", "add-title", "done-off"],
      ]),
    "checklists-04/test-relaunch": Weak(
      source: """
        @MainActor @Suite struct EmptyTests {
          @Test func loadsAList() throws {
            let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            navigation?.loadViewIfNeeded()
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func aTapChecksTheItem() throws {
            let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            let navigation = try #require(initial as? UINavigationController)
            let list = try #require(navigation.topViewController as? ChecklistViewController)
            list.loadViewIfNeeded()
            list.items = [ChecklistItem(text: "Buy milk")]
            list.tableView.reloadData()
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            #expect(list.items.first?.checked == true)
          }
        }
        """,
      survivors: [
        "EmptyTests": ["toggle-not-saved", "edit-not-saved", "delete-not-saved"],
        "ModelOnlyTests": ["toggle-not-saved", "edit-not-saved", "delete-not-saved"],
      ]),
    "checklists-05/test-delete-list": Weak(
      source: """
        @MainActor @Suite struct EmptyTests {
          @Test func deletes() throws {
            let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            let navigation = try #require(initial as? UINavigationController)
            let screen = try #require(navigation.topViewController as? AllListsViewController)
            screen.loadViewIfNeeded()
            screen.tableView(
              screen.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func aListIsGone() throws {
            let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            let navigation = try #require(initial as? UINavigationController)
            let screen = try #require(navigation.topViewController as? AllListsViewController)
            screen.loadViewIfNeeded()
            screen.tableView(
              screen.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
            #expect(screen.lists.count == 3)
          }
        }
        """,
      survivors: [
        "EmptyTests": ["removes-next", "removes-last", "removes-nothing"],
        "ModelOnlyTests": ["removes-next", "removes-last"],
      ]),
    "todo-coredata/test-relaunch": Weak(
      source: """
        @MainActor @Suite struct EmptyTests {
          @Test func showsTheList() throws {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            window.makeKeyAndVisible()
          }
        }

        @MainActor @Suite struct ModelOnlyTests {
          @Test func theContextHoldsEachChange() throws {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            window.makeKeyAndVisible()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? TodoListViewController)
            list.insertTodo(titled: "Walk the dog")
            let todos = try list.store.context.fetch(TodoItem.fetchRequest() as NSFetchRequest<TodoItem>)
            #expect(todos.contains { $0.title == "Walk the dog" })
            let todo = try #require(todos.last)
            todo.isDone.toggle()
            #expect(todo.isDone)
            list.store.context.delete(todo)
            #expect(todo.isDeleted)
          }
        }
        """,
      survivors: [
        "EmptyTests": ["add-not-saved", "toggle-not-saved", "delete-not-saved"],
        "ModelOnlyTests": ["add-not-saved", "toggle-not-saved", "delete-not-saved"],
      ]),
  ]

  @Test func theCoursesTestCatchesEveryBugAndWeakTestsAreToldWhichTheyMissed() throws {
    let workspace = ExerciseWorkspace(root: PackageRoot.url)
    let catalog = ExerciseCatalog.standard
    let exercises = catalog.exercises.filter { $0.writeTheTest != nil }
    #expect(Set(exercises.map(\.id)) == Set(Self.weak.keys))
    var members: [ScratchPackage.Member] = []
    for exercise in exercises {
      let course = try String(
        contentsOf: workspace.url(exercise.solutionPath(exercise.files[0])), encoding: .utf8)
      let weak = try #require(Self.weak[exercise.id])
      let mutants = try exercise.writeTheTest!.mutants.map {
        try Mutant(
          name: $0.name,
          text: String(contentsOf: workspace.url(exercise.mutantPath($0.name)), encoding: .utf8))
      }
      members.append(
        ScratchPackage.Member(
          exercise: exercise, starters: [Data((course + "\n" + weak.source + "\n").utf8)],
          tests: Data(), mutants: mutants))
    }
    let tester = ScratchPackageTester(
      package: ScratchPackage(workspace: workspace),
      support: catalog.supportFiles.compactMap { file in
        workspace.contents(file.path).map {
          (URL(fileURLWithPath: file.path).lastPathComponent, $0)
        }
      })
    let judged = try tester.judge(members)

    for exercise in exercises {
      let results = try #require(judged[exercise.id])
      let suite = String(exercise.files[0].dropLast(".swift".count))
      let course = ExerciseOutcome.judged(exercise, results.only(suite: suite))
      #expect(course.status == .pass, "\(exercise.id): \(course.message ?? "")")
      for (suite, expected) in Self.weak[exercise.id]!.survivors {
        let judgedSuite = results.only(suite: suite)
        let outcome = ExerciseOutcome.judged(exercise, judgedSuite)
        #expect(outcome.status == .fail, "\(exercise.id): \(suite) passes")
        #expect(Set(judgedSuite.survivors.map(\.name)) == expected, "\(exercise.id): \(suite)")
        for mutant in judgedSuite.survivors {
          #expect(outcome.message?.contains(mutant.survivalText) == true, "\(exercise.id)")
        }
      }
    }
  }
}

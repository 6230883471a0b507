// Selectors, which need the Objective-C runtime Linux lacks: target-action, bar buttons,
// `perform`, notification observers and selector constants rewritten as closures, and what
// cannot be rewritten explained.

import Testing

@testable import PortKit

@Suite struct SwiftPorterSelectorTests {
  @Test func addTargetWithASelectorBecomesAddActionPassingTheSender() {
    let source = """
      import UIKit

      class SettingsViewController: UIViewController {
        let loudSwitch = UISwitch()
        let button = UIButton()

        override func viewDidLoad() {
          super.viewDidLoad()
          loudSwitch.addTarget(self, action: #selector(loudChanged(_:)), for: .valueChanged)
          button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
        }

        @objc func loudChanged(_ sender: UISwitch) {}
        @objc func buttonTapped(_ sender: Any) {}
      }

      """
    let (files, report) = port([("Settings.swift", source)])
    let ported = files["Settings.swift"] ?? ""

    #expect(
      ported.contains(
        """
            loudSwitch.addAction(UIAction { [weak self] action in self?.loudChanged(action.sender as! UISwitch) }, for: .valueChanged)
        """))
    #expect(
      ported.contains(
        """
            button.addAction(UIAction { [weak self] action in self?.buttonTapped(action.sender as Any) }, for: .touchUpInside)
        """))
    #expect(report.rewritten.count == 2)
    #expect(report.untranslated.isEmpty)
  }

  @Test func aBarButtonItemMadeWithAnExplicitInitBecomesAPrimaryAction() {
    let source = """
      import UIKit

      class ListViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem.init(barButtonSystemItem: .add, target: self, action: #selector(addItem))
        }

        @objc func addItem() {}
      }

      """
    let (files, report) = port([("List.swift", source)])

    #expect(
      files["List.swift"]?.contains(
        """
            navigationItem.rightBarButtonItem = UIBarButtonItem.init(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addItem() })
        """) == true)
    #expect(
      report.rewritten.map(\.description) == [
        "List.swift:6: UIBarButtonItem(barButtonSystemItem:target:action:) with "
          + "#selector(addItem) became UIBarButtonItem(systemItem:primaryAction:), whose "
          + "UIAction calls the method: Linux has no Objective-C runtime for #selector (UIKit "
          + "takes UIAction since iOS 14)"
      ])
    #expect(report.untranslated.isEmpty)
  }

  /// Swift 3-era code names its target–action methods once, as constants of `Selector`, and
  /// passes them as `.save`: each use becomes a closure, and the extension goes with them.
  @Test func selectorConstantsInAnExtensionOfSelectorBecomeClosuresWhereUsed() {
    let controller = """
      import UIKit

      fileprivate extension Selector {
          static let store = #selector(NoteViewController.store)
          static let dismissNote = #selector(NoteViewController.dismissNote(_:))
      }

      class NoteViewController: UIViewController {
          let storeButton = UIButton()
          let closeButton = UIButton()

          override func viewDidLoad() {
              super.viewDidLoad()
              storeButton.addTarget(self, action: .store, for: .touchUpInside)
              closeButton.addTarget(self, action: .dismissNote, for: .touchUpInside)
          }

          func store() {}
          func dismissNote(_ sender: UIButton) {}
      }

      """
    let model = """
      import Foundation

      extension Selector {
          static let persist = #selector(NoteStore.persist)
          static let unknown = #selector(NoteStore.notThere)
      }

      class NoteStore: NSObject {
          override init() {
              super.init()
              NotificationCenter.default.addObserver(self, selector: .persist, name: .init("Quit"), object: nil)
          }

          func persist() {}
      }

      """
    let (files, report) = port([
      ("NoteViewController.swift", controller), ("NoteStore.swift", model),
    ])
    let ported = files["NoteViewController.swift"] ?? ""

    #expect(
      ported.contains(
        """
                storeButton.addAction(UIAction { [weak self] _ in self?.store() }, for: .touchUpInside)
        """), "\(ported)")
    #expect(
      ported.contains(
        """
                closeButton.addAction(UIAction { [weak self] action in self?.dismissNote(action.sender as! UIButton) }, for: .touchUpInside)
        """), "\(ported)")
    // The extension becomes a comment of as many lines, so the lines after keep their numbers.
    #expect(!ported.contains("#selector("))
    #expect(
      ported.split(separator: "\n", omittingEmptySubsequences: false).count
        == controller.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(
      ported.contains("// extension Selector: each use of its constants became a closure"))
    #expect(
      Set(report.rewritten.filter { $0.path == "NoteViewController.swift" }.map(\.line))
        == [3, 14, 15])

    // A constant naming no method of its class keeps its extension, reported, while the
    // other constant's use still becomes a closure.
    let store = files["NoteStore.swift"] ?? ""
    #expect(store.contains("extension Selector {"))
    #expect(store.contains("addObserver(forName: .init(\"Quit\"), object: nil, queue: nil"))
    #expect(
      report.untranslated.filter { $0.path == "NoteStore.swift" }.map(\.line) == [4, 5],
      "\(report.untranslated)")
  }

  /// A test sends a storyboard-connected action by name, as Objective-C would:
  /// `perform(#selector(ListViewController.addItem(_:)), with: button)`.
  @Test func aSelectorSentWithPerformBecomesItsObjectiveCName() {
    let source = """
      import XCTest
      @testable import Lists

      class ListTests: XCTestCase {
        func testAdd() {
          let list = ListViewController()
          list.perform(#selector(ListViewController.addItem(_:)), with: nil)
          list.perform(#selector(ListViewController.show(sender:)), with: nil)
          list.perform(#selector(ListViewController.refresh))
        }
      }

      """
    var porter = SwiftPorter(
      project: SwiftProject(files: [("ListTests.swift", source)]), testedModule: "Lists")
    let ported = porter.run().first?.text ?? ""

    #expect(ported.contains(#"list.perform(Selector("addItem:"), with: nil)"#), "\(ported)")
    #expect(ported.contains(#"list.perform(Selector("showWithSender:"), with: nil)"#))
    #expect(ported.contains(#"list.perform(Selector("refresh"))"#))
    #expect(porter.report.rewritten.map(\.line) == [7, 8, 9])
    #expect(porter.report.untranslated.isEmpty, "\(porter.report.untranslated)")
  }

  @Test func aSelectorThePortCannotRewriteIsExplained() {
    let source = """
      import UIKit

      class Watcher: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification,
            object: nil)
          let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: #selector(refresh))
          navigationItem.rightBarButtonItem = item
        }

        @objc func refresh() {}
      }

      """
    let (_, report) = port([("Watcher.swift", source)])
    let explanation =
      "#selector needs the Objective-C runtime, which Linux does not have: replace this "
      + "target–action with a closure (a UIAction with addAction(_:for:) or primaryAction:, or "
      + "NotificationCenter's addObserver(forName:object:queue:using:))"
    // The observer's #selector (line 7) names a method of its class: it became a closure.
    #expect(report.untranslated.map(\.description) == ["Watcher.swift:9: \(explanation)"])
  }

  @Test func callsThatNeedTheObjectiveCRuntimeAreReported() {
    let source = """
      import UIKit

      class Spy: UIViewController {
        let name = NSStringFromClass(Spy.self)
        override func viewDidLoad() {
          super.viewDidLoad()
          perform(Selector(("refresh")))
          _ = performSelector
          model.addObserver(self, forKeyPath: "count", options: [.new], context: nil)
          if responds(to: Selector(("x"))) {}
          imageView.image = #imageLiteral(resourceName: "Photo")
        }
        override func canPerformUnwindSegueAction(
          _ action: Selector, from fromViewController: UIViewController, sender: Any?
        ) -> Bool { true }
      }

      """
    let (_, report) = port([("Spy.swift", source)])
    // The image literal (line 11) compiles as it is: the kit declares _ImageLiteralType.
    #expect(report.untranslated.map(\.line) == [4, 8, 9, 10, 13])
    #expect(report.untranslated.last?.effect == .doesNotCompile)
    #expect(report.untranslated.last?.text.hasPrefix("canPerformUnwindSegueAction") == true)
    #expect(report.untranslated.first?.text.hasPrefix("NSStringFromClass: Swift on Linux") == true)
    #expect(report.untranslated[2].text.hasPrefix("key-value observing") == true)
  }

  @Test func anObjcProtocolIsReportedOnlyForItsOptionalRequirements() {
    let source = """
      import UIKit

      @objc protocol ItemManagerSettable {
        var itemManager: ItemManager? { get set }
      }

      @objc protocol Refreshing {
        func refresh()
        optional func didRefresh()
      }

      @objc protocol Sorting {
        @objc optional func sort()
      }

      """
    let (files, report) = port([("Protocols.swift", source)])
    #expect(files["Protocols.swift"]?.contains("@objc") == false)
    // The first needs nothing of the Objective-C runtime once `@objc` goes; the compiler
    // stops at each bare `optional`, and at an `@objc optional`, reported once, at its line.
    #expect(report.untranslated.map(\.line) == [9, 13])
    #expect(report.untranslated.allSatisfy { $0.effect == .doesNotCompile })
  }

  @Test func aNotificationObserverWithASelectorBecomesAClosureObserver() {
    let source = """
      import UIKit

      class ItemManager: NSObject {
        override init() {
          super.init()
          NotificationCenter.default.addObserver(
            self,
            selector: #selector(save),
            name: UIApplication.willResignActiveNotification,
            object: nil)
          NotificationCenter.default.addObserver(self, selector: #selector(show(sender:)), name: .init("Show"), object: nil)
          NotificationCenter.default.addObserver(self, selector: #selector(count(_:)), name: .init("Count"), object: nil)
        }

        @objc func save() {}
        @objc func show(sender: NSNotification) {}
        @objc func count(_ number: Int) {}
      }

      """
    let (files, report) = port([("ItemManager.swift", source)])
    let ported = files["ItemManager.swift"] ?? ""

    #expect(
      ported.contains(
        """
            NotificationCenter.default.addObserver(
              forName: UIApplication.willResignActiveNotification,
              object: nil,
              queue: nil,
              using: { [weak self] notification in self?.save() })
        """))
    #expect(
      ported.contains(
        """
            NotificationCenter.default.addObserver(forName: .init("Show"), object: nil, queue: nil, using: { [weak self] notification in self?.show(sender: NSNotification(\
        name: notification.name, object: notification.object, userInfo: notification.userInfo)) })
        """))
    #expect(report.rewritten.map(\.line) == [8, 11], "at each #selector")
    // A method no notification can be passed to keeps its selector, reported; the lines
    // after a rewritten observer keep their numbers, which the report gives.
    #expect(report.untranslated.map(\.line) == [12])
    #expect(
      ported.split(separator: "\n", omittingEmptySubsequences: false)[11].contains(
        "#selector(count(_:))"))

    // A file that removes its observer by itself is told that this one it must remove by
    // the token addObserver returns.
    let removing = source.replacingOccurrences(
      of: "@objc func save() {}",
      with: "@objc func save() {}\n  deinit { NotificationCenter.default.removeObserver(self) }")
    let (_, removingReport) = port([("ItemManager.swift", removing)])
    #expect(
      removingReport.rewritten.allSatisfy { $0.text.contains("removeObserver(self) does not") })
    #expect(!report.rewritten.contains { $0.text.contains("removeObserver") })
    #expect(report.untranslated.first?.effect == .doesNotCompile)
  }
}

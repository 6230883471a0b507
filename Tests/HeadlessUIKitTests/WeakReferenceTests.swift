// FIDELITY 26: the delegates and data sources UIKit declares weak are weak. Each test hands
// a view an object that nothing else holds, and the object is gone at once.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct WeakReferenceTests {
  @Test func f26_aTableViewHoldsNeitherItsDataSourceNorItsDelegate() {
    let table = UITableView()
    weak var dataSource: CountingDataSource?
    weak var delegate: CountingDataSource?
    do {
      let source = CountingDataSource(count: 3)
      let other = CountingDataSource(count: 1)
      table.dataSource = source
      table.delegate = other
      table.reloadData()
      dataSource = source
      delegate = other
      #expect(table.numberOfRows(inSection: 0) == 3)
    }
    #expect(dataSource == nil)
    #expect(delegate == nil)
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test func f26_aTableOnScreenDoesNotKeepItsControllerAlive() {
    weak var released: UITableViewController?
    let table: UITableView
    do {
      let controller = UITableViewController(style: .plain)
      let window = show(controller)
      table = controller.tableView
      #expect(table.dataSource === controller)
      #expect(table.delegate === controller)
      window.rootViewController = nil
      released = controller
    }
    #expect(released == nil, "the table kept its controller alive")
    #expect(table.dataSource == nil)
  }

  @Test func f26_aTextFieldDoesNotHoldItsDelegate() {
    let field = UITextField()
    weak var released: RecordingFieldDelegate?
    do {
      let delegate = RecordingFieldDelegate()
      field.delegate = delegate
      released = delegate
      #expect(field.delegate === delegate)
    }
    #expect(released == nil)
    #expect(field.delegate == nil)
  }

  @Test func f26_aNavigationControllerDoesNotHoldItsDelegate() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    weak var released: NavigationWatcher?
    do {
      let delegate = NavigationWatcher()
      navigation.delegate = delegate
      released = delegate
      #expect(navigation.delegate === delegate)
    }
    #expect(released == nil)
    #expect(navigation.delegate == nil)
  }

  @Test func f26_aChildDoesNotHoldItsParent() {
    let child = UIViewController()
    weak var released: UINavigationController?
    do {
      let navigation = UINavigationController(rootViewController: child)
      released = navigation
      #expect(child.parent === navigation)
    }
    #expect(released == nil)
    #expect(child.parent == nil)
  }
}

/// A navigation controller delegate that asks for nothing.
@MainActor
final class NavigationWatcher: UINavigationControllerDelegate {}

// Walking a view tree: the harness finds tables and buttons this way after every gesture.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct ViewTreeTests {
  @Test func allViewsListsEveryViewOnceDepthFirstParentsBeforeChildren() {
    let root = UIView()
    let first = UIView()
    let second = UIView()
    let firstChild = UILabel(text: "a", tag: 1)
    let firstGrandchild = UILabel(text: "b", tag: 2)
    root.addSubview(first)
    root.addSubview(second)
    first.addSubview(firstChild)
    firstChild.addSubview(firstGrandchild)

    let walked = root.allViews
    #expect(walked.count == 5)
    #expect(
      walked.map(ObjectIdentifier.init)
        == [root, first, firstChild, firstGrandchild, second].map(ObjectIdentifier.init))
  }

  @Test func aWindowFindsItsTablesAndOnlyThose() throws {
    let controller = UITableViewController()
    let window = show(controller)
    #expect(window.tables.count == 1)
    #expect(window.tables.first === controller.tableView)
  }
}

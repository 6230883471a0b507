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

  @Test func theFirstViewOfAKindIsFoundDepthFirstAndEveryOneInOrder() {
    let root = UIView()
    let first = UIView()
    let innerLabel = UILabel(text: "inner", tag: 1)
    let secondLabel = UILabel(text: "second", tag: 2)
    root.addSubview(first)
    first.addSubview(innerLabel)
    root.addSubview(secondLabel)

    #expect(root.firstView(ofType: UILabel.self) === innerLabel)
    #expect(root.firstView(ofType: UIView.self) === root, "the view itself comes first")
    #expect(root.firstView(ofType: UITableView.self) == nil)
    #expect(root.views(ofType: UILabel.self).map(\.text) == ["inner", "second"])
  }

  @Test func aViewWhoseSuperviewWentAwayHasNoSuperviewAnyMore() {
    let label = UILabel(text: "kept by an outlet")
    do {
      let container = UIView()
      container.addSubview(label)
      #expect(label.superview === container)
    }
    #expect(label.superview == nil, "as a weak reference would read")
    let newContainer = UIView()
    newContainer.addSubview(label)
    #expect(label.superview === newContainer)
  }

  @Test func aWindowFindsItsTablesAndOnlyThose() throws {
    let controller = UITableViewController()
    let window = show(controller)
    #expect(window.tables.count == 1)
    #expect(window.tables.first === controller.tableView)
  }
}

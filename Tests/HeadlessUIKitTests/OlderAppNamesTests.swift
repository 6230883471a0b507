// What apps written for iOS years ago use and UIKit still serves: a controller's tab bar
// item, equality of controllers, NSIndexPath's row, colour literals, attributed text.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct OlderAppNamesTests {
  @Test func aControllersTabBarItemIsMadeWithItsTitleAndFollowsIt() {
    let controller = UIViewController()
    controller.title = "Lists"
    #expect(controller.tabBarItem.title == "Lists")
    controller.tabBarItem.badgeValue = "3"
    controller.title = "Checklists"
    #expect(controller.tabBarItem.title == "Checklists")
    #expect(controller.tabBarItem.badgeValue == "3")

    let item = UITabBarItem(title: "Done", image: nil, tag: 2)
    controller.tabBarItem = item
    #expect(controller.tabBarItem === item)
    #expect(controller.tabBarItem.tag == 2)
  }

  @Test func controllersAndViewsAreEqualOnlyToThemselves() {
    let first = UIViewController()
    let second = UIViewController()
    let controllers: [UIViewController] = [first, second]

    #expect(first == first)
    #expect(first != second)
    #expect(controllers.firstIndex(of: second) == 1)
    #expect(Set([first, first, second]).count == 2)
    let label = UILabel()
    #expect(label == label)
    #expect(label != UILabel())
  }

  @Test func anNSIndexPathHasARowAndASection() {
    let indexPath = NSIndexPath(row: 4, section: 1)
    #expect(indexPath.row == 4)
    #expect(indexPath.section == 1)
    #expect(indexPath as IndexPath == IndexPath(row: 4, section: 1))
  }

  @Test func aColourLiteralIsTheColourOfItsComponents() {
    let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(literal != .red)
  }

  @Test func aColourLiteralWithNoTypeAroundItIsAUIColor() {
    // In a [String: Any] nothing says UIColor: UIKit's _ColorLiteralType does.
    let attributes: [String: Any] = ["tint": #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)]
    let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(attributes["tint"] as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(tint == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func attributedTextSetsTheTextAndKeepsItsStrikethrough() {
    let label = UILabel()
    let done = NSAttributedString(
      string: "Buy milk",
      attributes: [
        .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.gray,
      ])
    label.attributedText = done
    #expect(label.text == "Buy milk")
    #expect(label.isStruckThrough)
    #expect(
      label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == .gray)

    label.text = "Buy eggs"
    #expect(!label.isStruckThrough)
    #expect(label.attributedText?.string == "Buy eggs")
  }

  /// A table's separator inset is the cells' default; a cell's own, once set, wins. (Older
  /// apps set `UIEdgeInsets.zero` to draw separators edge to edge.)
  @Test func aCellsSeparatorInsetIsItsTablesUntilItSetsItsOwn() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    let dataSource = CountingDataSource(items: ["Milk", "Bread"])
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    table.separatorInset = .zero
    table.reloadData()
    table.layoutIfNeeded()
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(first?.separatorInset == UIEdgeInsets())
    second?.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 8)
    table.separatorInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    #expect(first?.separatorInset.left == 4)
    #expect(second?.separatorInset == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 8))
    #expect(UITableViewCell().separatorInset.left == 16, "a cell in no table")
  }
}

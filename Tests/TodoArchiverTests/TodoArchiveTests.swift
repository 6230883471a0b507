// The archive format on its own, without any screen.

import Foundation
import Testing

@testable import TodoArchiver

@Suite struct TodoArchiveTests {
  @Test func aListReadsBackAsItWasWritten() throws {
    let milk = TodoData(title: "牛乳を買う")
    milk.todoDone = true
    let data = TodoArchive.data(from: [TodoData(title: "卵を買う"), milk])
    let todoList = try TodoArchive.todoList(from: data)
    #expect(todoList.map(\.todoTitle) == ["卵を買う", "牛乳を買う"])
    #expect(todoList.map(\.todoDone) == [false, true])
  }

  @Test func anEmptyListReadsBackEmpty() throws {
    let data = TodoArchive.data(from: [])
    #expect(try TodoArchive.todoList(from: data).isEmpty)
  }

  @Test func titlesWithMarkupAndEmojiSurviveTheXMLForm() throws {
    let titles = ["<b>&</b>", "🍞🇯🇵", "改行\nあり", ""]
    let data = TodoArchive.data(from: titles.map(TodoData.init(title:)))
    #expect(data.starts(with: Data("<?xml".utf8)))
    #expect(try TodoArchive.todoList(from: data).map(\.todoTitle) == titles)
  }

  @Test func theCraftedArchiveIsReadLikeARealOne() throws {
    let todoList = try TodoArchive.todoList(from: CraftedArchive().data)
    #expect(todoList.map(\.todoTitle) == ["牛乳を買う"])
    #expect(todoList.map(\.todoDone) == [true])
  }

  @Test(arguments: StoredGarbage.allCases.filter { $0 != .aStringInsteadOfData })
  func garbageIsRejectedBeforeTheUnarchiverSeesIt(_ garbage: StoredGarbage) throws {
    let data = try #require(try garbage.value() as? Data)
    #expect(throws: TodoArchive.ReadError.self) { try TodoArchiveCheck.check(data) }
  }
}

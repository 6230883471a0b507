// todo-coredata in two real processes: the second shows what the first saved, read back as
// the app's own TodoItem class before the app has made one.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@Suite struct TodoCoreDataProcessTests {
  @Test func aNewProcessShowsTheToDosTheLastOneSaved() throws {
    let home = try TemporaryFolder()
    let first = try BuiltTool.run(
      ["run", "todo-coredata", "--sandbox", "box"],
      input: "tap \"+\"\ntype \"Milk\"\ntap \"OK\"\ntap row 0\nquit\n", in: home.url,
      home: home.url)
    #expect(first.status == 0, "\(first.error)")
    #expect(home.read("box/Library/Application Support/TodoList.sqlite")?.contains("Milk") == true)

    let second = try BuiltTool.run(
      ["run", "todo-coredata", "--sandbox", "box"],
      input: "expect rows \"Milk\"\nexpect row 0 checked\nquit\n", in: home.url, home: home.url)
    #expect(second.status == 0, "\(second.error)")
    #expect(second.output.components(separatedBy: "✓ holds").count == 3, "\(second.output)")
  }
}

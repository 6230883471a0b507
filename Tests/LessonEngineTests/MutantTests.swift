// A planted bug's file: read, and applied exactly where its text stands once.

import Testing

@testable import LessonEngine

@Suite struct MutantTests {
  static let file = """
    # A comment line.
    when: a new item is added twice
    because: it checks only that the item is there
    when-ja: 新しいアイテムが 2 回加わる
    because-ja: アイテムがあることしか確かめていない
    <<<<<<< Model/List.swift
        items.append(item)
    =======
        items.append(item)
        items.append(item)
    >>>>>>>
    """

  @Test func aFileIsReadIntoItsWordsAndHunks() throws {
    let mutant = try Mutant(name: "added-twice", text: Self.file)

    #expect(mutant.when == "a new item is added twice")
    #expect(mutant.because == "it checks only that the item is there")
    #expect(mutant.whenJa == "新しいアイテムが 2 回加わる")
    #expect(
      mutant.hunks == [
        .init(
          file: "Model/List.swift", old: "    items.append(item)",
          new: "    items.append(item)\n    items.append(item)")
      ])
  }

  @Test func theBugIsPlantedWhereItsTextStandsAndNowhereElse() throws {
    let mutant = try Mutant(name: "added-twice", text: Self.file)
    let stage = [
      "Model/List.swift": "func add() {\n    items.append(item)\n}\n",
      "Other.swift": "    items.append(item)\n",
    ]

    let planted = try mutant.apply(to: stage)

    #expect(
      planted["Model/List.swift"]
        == "func add() {\n    items.append(item)\n    items.append(item)\n}\n")
    #expect(planted["Other.swift"] == stage["Other.swift"], "only the hunk's own file changes")
  }

  @Test(arguments: [
    ("func add() {\n    items.append(item)\n    items.append(item)\n}\n", "occurs 2 times"),
    ("func add() {}\n", "occurs 0 times"),
  ])
  func textThatDoesNotStandExactlyOnceIsADefectNotAGuess(file: String, said: String) throws {
    let mutant = try Mutant(name: "added-twice", text: Self.file)

    let error = #expect(throws: Mutant.Defect.self) {
      try mutant.apply(to: ["Model/List.swift": file])
    }

    #expect(error?.description.contains(said) == true)
  }
}

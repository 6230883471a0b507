// Each operator finds its places in code, and none in text, `#if`, imports or declarations.

import Testing

@testable import MutationCheck

@Suite struct MutantFinderTests {
  func mutants(_ source: String, _ kind: MutationOperator? = nil) -> [Mutant] {
    MutantFinder(file: "F.swift", text: source).mutants.filter {
      kind == nil || $0.operator == kind
    }
  }

  func changes(_ source: String, _ kind: MutationOperator) -> [String] {
    mutants(source, kind).map { "\($0.original) → \($0.replacement)" }
  }

  @Test func relationalOperatorsAreReplacedInCodeOnly() {
    let source = """
      import Foundation
      #if swift(>=6.0) && os(Linux)
      let limit = 3
      #endif
      /// Whether a < b
      func isSmall(_ values: Array<Int>, at index: Int = 1 >= 0 ? 1 : 0) -> Bool {
        let text = "a == b \\(values.count != 0)"
        return values.count < limit && index == 2
      }
      """
    #expect(changes(source, .relational) == ["< → <=", "== → !="])
    #expect(changes(source, .logical) == ["&& → ||"])
  }

  @Test func theMutantsIdIsFileLineColumnAndOperator() throws {
    let mutant = try #require(mutants("func f() {\n  if a > b { g() }\n}", .relational).first)
    #expect(mutant.id == "F.swift:2:8:relational")
    #expect(
      mutant.applied(to: "func f() {\n  if a > b { g() }\n}")
        == "func f() {\n  if a >= b { g() }\n}")
  }

  @Test func eachBooleanClauseOfAConditionIsNegated() {
    let source = """
      func f() {
        if a, let b = c, b.isEmpty { g() }
        guard x > 1 else { return }
        while !done { step() }
        repeat { step() } while busy
      }
      """
    #expect(
      changes(source, .negation) == [
        "a → !(a)", "b.isEmpty → !(b.isEmpty)", "x > 1 → !(x > 1)", "!done → !(!done)",
      ])
  }

  @Test func callStatementsAreRemovedButNotCallsInExpressions() {
    let source = """
      func f() throws {
        items.append(item)
        try store.save()
        let count = items.count()
        total = compute(1)
        queue.async { run() }
        precondition(ok)
        view
          .layout()
        return finish()
      }
      """
    #expect(
      changes(source, .call) == [
        "items.append(item) → ", "try store.save() → ", "queue.async { run() } → ",
      ])
  }

  @Test func aCallThatIsItsBodysValueStaysButOneInAVoidBodyGoes() {
    let source = """
      func f() {
        delegate?.tableChanged(self)
      }
      func g() -> [Int] {
        items.map {
          transform($0)
        }
      }
      """
    #expect(changes(source, .call) == ["delegate?.tableChanged(self) → "])
  }

  @Test func aReturnInAClosureAssignedToAPropertyIsLeftAlone() {
    let source = """
      struct S {
        var limit: Int = {
          return 5
        }()
        var count: Int {
          return 7
        }
      }
      """
    #expect(changes(source, .return) == ["7 → 0"])
  }

  @Test func returnedValuesBecomeConstantsOfTheFunctionsType() {
    let source = """
      func isEmpty() -> Bool { return items.count == 0 }
      func no() -> Bool { return false }
      func count() throws -> Int {
        if ready { return items.count }
        return 0
      }
      func names() -> [String] { return items.map { value in return value.name } }
      func table() -> [String: Int] where T: Equatable { return [:] }
      func title() -> String { return "Title" }
      func first() -> Item? { return items.first }
      var total: Int {
        get { return 7 }
      }
      func make() -> Item { return Item() }
      """
    #expect(
      changes(source, .return) == [
        "items.count == 0 → false", "false → true", "items.count → 0", "0 → 1",
        "items.map { value in return value.name } → []", "\"Title\" → \"\"",
        "items.first → nil", "7 → 0",
      ])
  }

  @Test func integerLiteralsGrowByOne() {
    let source = """
      @available(macOS 14, *)
      func f(limit: Int = 5) {
        let x = pair.0 + 1.5 + items.count - 1
        let y = 1_000
      }
      """
    #expect(changes(source, .integer) == ["1 → 2", "1_000 → 1001"])
  }

  @Test func declarationsHeadersAreLeftAlone() {
    let source = """
      extension Array where Element == Int {
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.count < rhs.count }
      }
      protocol P {
        func f(x: Int) -> Bool
        var n: Int { get }
      }
      """
    #expect(mutants(source).map(\.original) == ["<"])
    #expect(mutants(source).first?.line == 2)
  }

  @Test func mutantsComeInTheOrderOfTheirPlace() {
    let found = mutants("func f() -> Bool {\n  return a < 2 && b\n}")
    #expect(found.map(\.operator) == [.return, .relational, .integer, .logical])
    #expect(found.map(\.range.lowerBound) == found.map(\.range.lowerBound).sorted())
  }
}

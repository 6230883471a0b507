// NSPredicate(format:), as beginners write it, against dictionaries and objects.

import Foundation
import Testing

@testable import HeadlessCoreData

@Suite struct PredicateTests {
  static var record: [String: Any] {
    [
      "title": "Crème Brûlée", "count": 3, "price": 2.5, "done": false, "empty": "",
      "japanese": "牛乳を買う", "emoji": "🍰 cake", "tags": ["a", "b"],
      "added": Date(timeIntervalSinceReferenceDate: 100), "in_stock": true,
    ]
  }

  static let cases: [Case] = [
    Case("title == %@", ["Crème Brûlée"], true),
    Case("title = 'Crème Brûlée'", [], true),
    Case("title == %@", ["crème brûlée"], false),
    Case("title ==[c] %@", ["crème brûlée"], true),
    Case("title ==[cd] %@", ["CREME BRULEE"], true),
    Case("title != %@", ["x"], true),
    Case("title CONTAINS %@", ["Brû"], true),
    Case("title CONTAINS %@", ["bru"], false),
    Case("title CONTAINS[cd] %@", ["bru"], true),
    Case("title contains[c] %@", ["BRÛ"], true),
    Case("title CONTAINS %@", [""], false),
    Case("title BEGINSWITH %@", ["Crè"], true),
    Case("title BEGINSWITH[d] %@", ["Cre"], true),
    Case("title ENDSWITH %@", ["lée"], true),
    Case("title LIKE %@", ["Cr?me*"], true),
    Case("title LIKE %@", ["Cr*x"], false),
    Case("title LIKE[c] 'c*'", [], true),
    Case("title MATCHES %@", ["Cr.me .*"], true),
    Case("title MATCHES %@", ["Crème"], false),
    Case("japanese CONTAINS %@", ["牛乳"], true),
    Case("emoji BEGINSWITH %@", ["🍰"], true),
    Case("count == %d", [3], true),
    Case("count > 2", [], true),
    Case("count >= 4", [], false),
    Case("count < %i", [4], true),
    Case("count <= %ld", [3], true),
    Case("count =< 3 AND count => 3", [], true),
    Case("count <> 3", [], false),
    Case("price > %f", [2.25], true),
    Case("count BETWEEN {1, 3}", [], true),
    Case("count IN %@", [[1, 2, 3]], true),
    Case("title IN {'a', 'b'}", [], false),
    Case("'a' IN tags", [], true),
    Case("tags CONTAINS 'b'", [], true),
    Case("ANY tags == 'b'", [], true),
    Case("ALL tags == 'b'", [], false),
    Case("done == NO", [], true),
    Case("done == false", [], true),
    Case("done == YES", [], false),
    Case("done == %@", [NSNumber(value: false)], true),
    Case("missing == nil", [], true),
    Case("title != nil", [], true),
    Case("%K == %@", ["count", 3], true),
    Case("count == 3 AND title BEGINSWITH 'C'", [], true),
    Case("count == 4 OR title BEGINSWITH 'C'", [], true),
    Case("count == 4 || count == 3", [], true),
    Case("count == 3 && NOT done == YES", [], true),
    Case("NOT (count == 3)", [], false),
    Case("!(count == 4)", [], true),
    Case("(count == 4 OR count == 3) AND price < 3", [], true),
    Case("added > %@", [Date(timeIntervalSinceReferenceDate: 50)], true),
    Case("added < %@", [NSDate(timeIntervalSinceReferenceDate: 50)], false),
    Case("TRUEPREDICATE", [], true),
    Case("FALSEPREDICATE", [], false),
    Case("empty == ''", [], true),
    Case("empty BEGINSWITH ''", [], false),
    Case("title ENDSWITH ''", [], false),
    Case(#"title == "Crème Brûlée""#, [], true),
    Case(#"title != 'it\'s'"#, [], true),
    Case("count > -1", [], true),
    Case("price == 2.5e0", [], true),
    Case("count <= %lld", [3], true),
    Case("in_stock == YES", [], true),
  ]

  @Test(arguments: cases)
  func aFormatMatchesAsOnIOS(_ test: Case) {
    let predicate = NSPredicate(format: test.format, argumentArray: test.arguments)
    #expect(predicate.evaluate(with: Self.record) == test.expected, "\(test.format)")
  }

  @Test func variadicArgumentsOfAnyKindCompile() {
    let predicate = NSPredicate(format: "count == %d AND added > %@", 3, Date.distantPast)
    #expect(predicate.evaluate(with: Self.record))
  }

  static let damaged: [Damaged] = [
    Damaged("", [], "the format is empty"),
    Damaged("title ==", [], "ends where a key path or a value"),
    Damaged("title", [], "missing its operator"),
    Damaged("title IS 'x'", [], "unknown operator IS"),
    Damaged("title == %@", [], "fewer arguments"),
    Damaged("title == 'unclosed", [], "not closed"),
    Damaged("(title == 'x'", [], "missing )"),
    Damaged("title == 'x')", [], "unexpected )"),
    Damaged("title CONTAINS[z] 'x'", [], "unknown option z"),
    Damaged("count == %q", [3], "unknown format specifier %q"),
    Damaged("count == %d", ["three"], "%d needs a whole number"),
    Damaged("title == 'x' AND", [], "ends where a key path or a value"),
    Damaged("title ≈ 'x'", [], "unexpected character ≈"),
    Damaged("title..name == 'x'", [], "not a key path"),
    Damaged("%K == 1", [""], "%K needs a key path"),
    Damaged("count == 1e", [], "1e is not a number"),
    Damaged("count == %", [3], "unknown format specifier %"),
    Damaged("count == %llld", [3], "unknown format specifier %lll"),
    Damaged(#"title == 'x\"#, [], "not closed"),
    Damaged("title. == 'x'", [], "not a key path"),
  ]

  @Test(arguments: damaged)
  func aDamagedFormatIsRefusedWithItsReason(_ test: Damaged) {
    #expect {
      var parser = try PredicateParser(test.format, arguments: test.arguments)
      _ = try parser.parse()
    } throws: { error in
      (error as? PredicateFormatError)?.reason.contains(test.reason) == true
    }
  }

  @Test func aDamagedFormatStopsTheAppAsIOSDoes() async {
    await #expect(processExitsWith: .failure) {
      _ = NSPredicate(format: "title IS %@", "x")
    }
  }

  @Test func anUnknownKeyOfAnObjectStopsTheAppInsteadOfMatchingNothing() async {
    await #expect(processExitsWith: .failure) {
      let context = Fixtures.inMemoryContainer().viewContext
      let item = Item(context: context)
      _ = NSPredicate(format: "titel == 'Milk'").evaluate(with: item)
    }
  }
}

/// A format, its arguments, and whether it matches ``PredicateTests/record``.
struct Case: @unchecked Sendable, CustomTestStringConvertible {
  var format: String
  var arguments: [Any]
  var expected: Bool
  init(_ format: String, _ arguments: [Any], _ expected: Bool) {
    (self.format, self.arguments, self.expected) = (format, arguments, expected)
  }
  var testDescription: String { format }
}

/// A format that cannot be parsed, and the reason given.
struct Damaged: @unchecked Sendable, CustomTestStringConvertible {
  var format: String
  var arguments: [Any]
  var reason: String
  init(_ format: String, _ arguments: [Any], _ reason: String) {
    (self.format, self.arguments, self.reason) = (format, arguments, reason)
  }
  var testDescription: String { format.isEmpty ? "(empty)" : format }
}

// The text picture made from a name, on its own.

import Testing

@testable import NameInjection

@Suite struct NamePlateTests {
  @Test func aNameBecomesAFramedColumnOfLetters() {
    #expect(NamePlate.lines(for: "山田") == ["┏━━━━┓", "┃ 山 ┃", "┃ 田 ┃", "┗━━━━┛"])
  }

  @Test func latinLettersAndSpacesAreDrawnFullWidth() {
    #expect(
      NamePlate.lines(for: "Al 2").dropFirst().dropLast() == ["┃ Ａ ┃", "┃ ｌ ┃", "┃ 　 ┃", "┃ ２ ┃"])
  }

  @Test func aMissingOrEmptyNameFallsBackToTheDefault() {
    #expect(NamePlate.displayName(for: nil) == "名無し")
    #expect(NamePlate.displayName(for: "") == "名無し")
    #expect(NamePlate.displayName(for: "山田") == "山田")
  }
}

// The user types a name and presses return; each way of handing it over shows what it gets.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import NameInjection

@MainActor
@Suite struct HandOverTests {
  @Test func launchListsTheThreeWaysToHandTheNameOver() throws {
    let device = try Device(app: NameInjection.app)
    #expect(device.title == "名前の受け渡し")
    #expect(
      device.rowTexts == [
        "1. var を生成後にセット", "2. let を init?(coder:) で固定", "3. let を creator で注入",
      ])
    #expect(
      device.rows.map(\.detail) == ["viewDidLoad で上書きされる", "入力に関係なく固定値", "入力した名前が届く"])
  }

  @Test func tappingAWayOpensTheNameInputWithTheKeyboardUp() throws {
    let device = try Device(app: NameInjection.app)
    try device.tapRow(2)
    #expect(device.navigationStack == ["名前の受け渡し", "名前入力"])
    #expect(device.focusedField?.placeholder == "名前を入力してください")
    #expect(device.screen.contains("let を creator で注入"))
  }

  @Test func aVarSetAfterCreationIsOverwrittenInViewDidLoad() throws {
    let device = try Device(app: NameInjection.app)
    try device.tapRow(0)
    try device.type("山田")
    try device.pressReturn()
    #expect(device.navigationStack == ["名前の受け渡し", "名前入力", "お名前画像"])
    #expect(device.shownName == "名無し")
  }

  @Test func aLetFixedInInitCoderIgnoresTheTypedName() throws {
    let device = try Device(app: NameInjection.app)
    try device.tapRow(1)
    try device.type("山田")
    try device.pressReturn()
    #expect(device.title == "お名前画像")
    #expect(device.shownName == "名無し")
  }

  @Test func aLetInjectedByTheCreatorShowsTheTypedNameAndItsPicture() throws {
    let device = try Device(app: NameInjection.app)
    try device.tapRow(2)
    try device.type("山田")
    try device.pressReturn()
    #expect(device.shownName == "山田")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ ‹ 名前入力     お名前画像                │
        ├──────────────────────────────────────────┤
        │ 山田                                     │
        │ ┏━━━━┓                                   │
        │ ┃ 山 ┃                                   │
        │ ┃ 田 ┃                                   │
        │ ┗━━━━┛                                   │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func anEmptyNameShowsTheDefaultName() throws {
    let device = try Device(app: NameInjection.app)
    try device.tapRow(2)
    try device.pressReturn()
    #expect(device.shownName == "名無し")
    #expect(device.screen.contains("┃ 無 ┃"))
  }

  @Test func goingBackAndTypingAnotherNameShowsTheNewOne() throws {
    let device = try Device(app: NameInjection.app)
    try device.tapRow(2)
    try device.type("山田")
    try device.pressReturn()
    try device.goBack()
    #expect(device.fields.first?.text == "山田")
    try device.backspace(2)
    try device.type("Sato")
    try device.pressReturn()
    #expect(device.shownName == "Sato")
    #expect(device.screen.contains("┃ Ｓ ┃"))
    #expect(device.navigationStack == ["名前の受け渡し", "名前入力", "お名前画像"])
  }
}

extension Device {
  /// The name the name screen shows in its label.
  var shownName: String? {
    (visibleController as? NameCheckViewController)?.nameLabel?.text
  }
}

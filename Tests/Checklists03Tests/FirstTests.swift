// A first test: the user adds an item to the checklist, and the list shows it at the end.

import Checklists03
import Testing
import ViewHarness

@MainActor
@Suite struct FirstTests {
  @Test func addingAnItemShowsItAtTheEndOfTheList() throws {
    let device = try Device(app: Checklists03.app)
    #expect(device.rowTexts.count == 5)

    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Done")

    #expect(device.rowTexts.last == "Buy milk")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │   Walk the dog                       ⓘ › │
        │ √ Brush my teeth                     ⓘ › │
        │   Learn iOS development              ⓘ › │
        │   Soccer practice                    ⓘ › │
        │ √ Eat ice cream                      ⓘ › │
        │   Buy milk                           ⓘ › │
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.inconsistency() == nil)
  }
}

// The checklist screen driven through the simulated device, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists02

@MainActor
@Suite struct ChecklistScreenTests {
  @Test func launchShowsTheSampleItemsWithTheirCheckmarks() throws {
    let device = try Device(app: Checklists02.app)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                             │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.rows.map(\.isChecked) == [false, true, false, false, true])
  }

}

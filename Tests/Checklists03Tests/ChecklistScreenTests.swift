// The checklist screen driven through the simulated device, one story per test.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct ChecklistScreenTests {
  @Test func launchShowsTheSampleItemsWithCheckmarkLabelsAndEditButtons() throws {
    let device = try Device(app: Checklists03.app)
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
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.rows.map(\.isChecked) == [false, true, false, false, true])
    #expect(device.rows.allSatisfy { $0.accessory == .detailDisclosureButton })
    let cell = try #require(device.visibleTable?.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect((cell.viewWithTag(1001) as? UILabel)?.text == "√")
    #expect((cell.viewWithTag(1000) as? UILabel)?.text == "Brush my teeth")
  }

}

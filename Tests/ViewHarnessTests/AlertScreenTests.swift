// How the drawn screen fits an alert's text into the alert box.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

@MainActor
@Suite struct AlertScreenTests {
  @Test func aWordTooWideForTheAlertIsBrokenAcrossLinesInsteadOfCut() throws {
    let device = try Device(app: FruitApp.descriptor)
    let alert = UIAlertController(
      title: "Kept", message: "Kept as Checklists.damaged-20261122T131500Z.plist here.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    try #require(device.visibleController).present(alert, animated: false)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │   ┌──────────────────────────────────┐   │
        │   │               Kept               │   │
        │   │             Kept as              │   │
        │   │ Checklists.damaged-20261122T1315 │   │
        │   │         00Z.plist here.          │   │
        │   │              [ OK ]              │   │
        │   └──────────────────────────────────┘   │
        ╰──────────────────────────────────────────╯
        """)
  }
}

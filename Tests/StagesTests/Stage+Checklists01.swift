// Stage 01 as the shared stage tests see it: its app, and its list screen's model.

import ViewHarness

@testable import Checklists01

extension Stage {
  /// Checklists 01: one list of items on the first screen.
  static let checklists01 = Stage(name: "Checklists01", app: Checklists01.app) { device in
    (device.visibleController as? ChecklistViewController)?.items.map { ($0.text, $0.checked) }
  }
}

// Stage 02 as the shared stage tests see it: its app, and its list screen's model.

import ViewHarness

@testable import Checklists02

extension Stage {
  /// Checklists 02: one list of items on the first screen.
  static let checklists02 = Stage(name: "Checklists02", app: Checklists02.app) { device in
    (device.visibleController as? ChecklistViewController)?.items.map { ($0.text, $0.checked) }
  }
}

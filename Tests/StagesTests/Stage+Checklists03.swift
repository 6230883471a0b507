// Stage 03 as the shared stage tests see it: its app, and its list screen's model.

import ViewHarness

@testable import Checklists03

extension Stage {
  /// Checklists 03: one list of items on the first screen.
  static let checklists03 = Stage(name: "Checklists03", app: Checklists03.app) { device in
    (device.visibleController as? ChecklistViewController)?.items.map { ($0.text, $0.checked) }
  }
}

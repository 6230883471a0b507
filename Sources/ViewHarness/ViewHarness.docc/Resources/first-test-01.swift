// A first test: the user adds an item to the checklist, and the list shows it at the end.

import Checklists03
import Testing
import ViewHarness

@MainActor
@Suite struct FirstTests {
}

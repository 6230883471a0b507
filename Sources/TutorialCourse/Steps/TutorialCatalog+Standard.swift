// The tutorial's steps: each Checklists chapter split into small steps, checked as you go.

extension TutorialCatalog {
  /// The course's steps, in order.
  ///
  /// After changing a check on purpose, run `swift test --filter TutorialCatalogTests`: its
  /// failure gives the new SHA-256 to record in the chapter's file,
  /// `TutorialCatalog+ChecklistsNN.swift`.
  package static let standard = TutorialCatalog(
    steps: checklists01 + checklists02 + checklists03 + checklists04 + checklists05 + checklists06
      + checklists07 + checklists08 + checklists09)
}

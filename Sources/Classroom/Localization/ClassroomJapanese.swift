// Classroom's messages in Japanese: the teacher's side: classroom's help, grading and the class
// report. Its tables are in the files beside this one.

import StepwiseBasics
import TutorialCourse

/// The Japanese of the messages Classroom shows (see ``LocalizedText``): its own tables, and the
/// catalogs of the modules below it whose messages it shows too.
package enum ClassroomJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [classroomHelp, commands, others], including: [TutorialCourseJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  ClassroomJapanese.catalog.inCurrentLanguage(text)
}

extension ClassroomJapanese {
  /// The messages of other groups that Classroom shows, a few of each: server.
  static let others: [String: String] = [
    "cannot read {0}":
      "{0} を読み取れません"
  ]
}

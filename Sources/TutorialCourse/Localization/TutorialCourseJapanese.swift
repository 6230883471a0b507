// TutorialCourse's messages in Japanese: the tutorial: a step's check and why it did not pass, its
// help. Its tables are in the files beside this one.

import LessonEngine
import StepwiseBasics

/// The Japanese of the messages TutorialCourse shows (see ``LocalizedText``): its own tables, and
/// the catalogs of the modules below it whose messages it shows too.
package enum TutorialCourseJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [runHelp, courseHelp, lessons, checking], including: [LessonEngineJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  TutorialCourseJapanese.catalog.inCurrentLanguage(text)
}

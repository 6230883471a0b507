// Why an app cannot be exported, in words that name the folder or the file.

import StepwiseBasics

extension ExportedProject {
  /// Why an app cannot be exported. Each refusal comes before anything is written, and a
  /// failed write leaves nothing behind: the learner's package and the destination are as
  /// they were.
  package enum ExportError: Error, Equatable, CustomStringConvertible {
    /// There is no such folder.
    case noSuchFolder(String)
    /// The folder is not a Swift package with an app.
    case notAPackage(String)
    /// The app has no storyboard declaration.
    case noStoryboard(String)
    /// The storyboard declaration cannot be read.
    case unreadableStoryboard(String, DeclarationError)
    /// The destination holds something.
    case notEmpty(String)
    /// A file of the project (its path at the destination) could not be written, and why.
    case cannotWrite(String, String)

    package var description: String {
      switch self {
      case .noSuchFolder(let path): localized("no such folder: \(path)")
      case .notAPackage(let path):
        localized(
          "\(path) is not a package made by `stepwise tutorial start` (no Package.swift and Sources/<app>/ holding the app's Swift files)"
        )
      case .noStoryboard(let path):
        localized(
          "\(path) has no storyboard declaration (a file with `extension UIStoryboard` and UIStoryboard(name:initialScene:scenes:)): nothing to draw Main.storyboard from"
        )
      case .unreadableStoryboard(let path, let error):
        localized(
          "\(path):\(error.line): the storyboard declaration cannot be read: \(error.message)")
      case .notEmpty(let path):
        localized("\(path) is not empty: the export writes only into a new or empty folder")
      case .cannotWrite(let path, let reason):
        localized(
          "cannot write \(path): \(reason). Nothing of the export was left there, so it can be run again"
        )
      }
    }
  }
}

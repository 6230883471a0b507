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
    /// The package (its path) has links the export does not follow.
    case links(String, [RefusedLink])
    /// A Swift file (its path in the package) is larger than ``SourceReader/largestFile``;
    /// its size in bytes.
    case fileTooLarge(String, Int)
    /// The files read would pass ``SourceReader/largestTotal`` with this one (its path).
    case tooMuchSource(String)
    /// A picture of an image set (its path in the package) is larger than
    /// ``SourceReader/largestPicture``; its size in bytes.
    case pictureTooLarge(String, Int)
    /// The pictures read would pass ``SourceReader/largestPictures`` with this one (its path).
    case tooManyPictures(String)
    /// A file (its path in the package) cannot be read, and why.
    case unreadable(String, String)
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
      case .links(let package, let links):
        localized(
          "\(package) holds links the export does not follow: it reads only the package's own files, through a link only to a file inside the package. Nothing was written; replace each link with a copy of what it leads to, or remove it:"
        ) + links.map { "\n  \($0)" }.joined()
      case .fileTooLarge(let path, let size):
        localized(
          "\(path) is \(Self.mebibytes(size)): the export reads no Swift file over \(Self.mebibytes(SourceReader.largestFile)), larger than any of an app's. Nothing was written"
        )
      case .tooMuchSource(let path):
        localized(
          "with \(path) the Swift files read would pass \(Self.mebibytes(SourceReader.largestTotal)), more than any app's: the export reads no more. Nothing was written"
        )
      case .pictureTooLarge(let path, let size):
        localized(
          "\(path) is \(Self.mebibytes(size)): the export carries no picture over \(Self.mebibytes(SourceReader.largestPicture)). Nothing was written"
        )
      case .tooManyPictures(let path):
        localized(
          "with \(path) the pictures read would pass \(Self.mebibytes(SourceReader.largestPictures)): the export carries no more. Nothing was written"
        )
      case .unreadable(let path, let reason):
        localized("\(path) cannot be read: \(reason). Nothing was written")
      case .cannotWrite(let path, let reason):
        localized(
          "cannot write \(path): \(reason). Nothing of the export was left there, so it can be run again"
        )
      }
    }

    /// A size for a message, in mebibytes with one decimal, rounded up so that a file just
    /// over a limit never shows as the limit: `1.1 MiB`, `300 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
      let tenths = (bytes * 10 + (1 << 20) - 1) / (1 << 20)
      return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
  }

  /// A link the export does not follow: where it is in the package, where it leads, and
  /// why that is refused.
  package struct RefusedLink: Equatable, Sendable, CustomStringConvertible {
    /// Why a link is not followed.
    package enum Reason: Equatable, Sendable {
      /// It leads out of the package: the file there is not the learner's to copy.
      case outsideThePackage
      /// It leads to nothing (its file is gone) or round in a loop.
      case nowhere
      /// It leads to a folder, which could hold the folder the link is in.
      case folder
    }

    /// The link's path in the package.
    package var path: String
    /// Where it leads, as the link says it.
    package var destination: String
    /// Why it is refused.
    package var reason: Reason

    package init(path: String, destination: String, reason: Reason) {
      self.path = path
      self.destination = destination
      self.reason = reason
    }

    /// `Sources/App/Secrets.swift → /etc/passwd (outside the package)`.
    package var description: String {
      let why =
        switch reason {
        case .outsideThePackage: localized("outside the package")
        case .nowhere: localized("nothing is there")
        case .folder: localized("a folder")
        }
      return "\(path) → \(destination) (\(why))"
    }
  }
}

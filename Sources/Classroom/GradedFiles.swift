// The files of a student's repository a grade reads: the student's own, never a link to a
// file elsewhere.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a grade may read of a student's repository: files of the repository itself. A link
/// committed in place of a graded file (or of a folder above one) would be followed with the
/// grader's rights, so that another student's clone, or any file the grader can read, was
/// built and graded as this student's work.
///
///     GradedFiles.link(on: "Chapters/Exercises/checklists-01/item-count/ChecklistViewController.swift", in: student)
///     // "Chapters/Exercises/checklists-01" when that folder is a link
enum GradedFiles {
  /// The first link on the way from `root` to `path` (the file included), as a path from
  /// `root`; nil when there is none. `root` itself may be a link: the grader chose it.
  static func link(on path: String, in root: URL) -> String? {
    var walked: [String] = []
    for component in path.split(separator: "/") {
      walked.append(String(component))
      let relative = walked.joined(separator: "/")
      if isLink(root.appendingPathComponent(relative).path) { return relative }
    }
    return nil
  }

  /// Every link in the folder at `path` from `root`, the folder included, as paths from
  /// `root`, sorted; the links are not followed.
  static func links(under path: String, in root: URL) -> [String] {
    if let link = link(on: path, in: root) { return [link] }
    let folder = root.appendingPathComponent(path).path
    guard let names = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
      return []
    }
    return names.filter { isLink(folder + "/" + $0) }.map { path + "/" + $0 }.sorted()
  }

  /// Whether the file at `path` is a symbolic link (not followed).
  static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Why a grade does not read a graded file that is, or lies in, a link.
  static func refusal(_ link: String) -> String {
    "\(link) is a link: a graded file must be a file of your repository itself, not a link "
      + "to one elsewhere"
  }
}

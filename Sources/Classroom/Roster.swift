// The students `classroom collect` grades: from GitHub Classroom's roster, or a list of
// folders and repositories, each checked before git ever sees it.

import Foundation

/// The students of a class and where each one's repository is, read from text the teacher
/// downloaded: GitHub Classroom's roster (`identifier,github_username,github_id,name`), or a
/// list of folders and git URLs, one a line. Nothing read here reaches git as an option: a
/// source that starts with `-`, a username that is not GitHub's, a name that is not a
/// plain folder name, is refused, and listed with why.
///
/// ```swift
/// let roster = try Roster(rosterCSV: text, organization: "school", prefix: "checklists")
/// roster.students   // [Roster.Student(name: "ada", source: "https://github.com/school/checklists-ada")]
/// roster.refused    // [Roster.Refusal(name: "../x", reason: "…")]
/// ```
package struct Roster: Sendable, Equatable {
  /// A student to fetch: the folder name their clone gets, and where it comes from.
  package struct Student: Sendable, Equatable {
    /// Their folder's name (the GitHub username, or the source's last part).
    package var name: String
    /// A git URL or a folder.
    package var source: String
  }

  /// A line that names no student who can be fetched, and why.
  package struct Refusal: Sendable, Equatable {
    /// What the line named (shown as text, never used as a path).
    package var name: String
    /// Why it is refused, in plain words.
    package var reason: String
  }

  /// Why a roster cannot be read at all.
  package struct ReadError: Error, Equatable, CustomStringConvertible {
    package var description: String
  }

  /// The students, in the order given.
  package var students: [Student] = []
  /// The lines refused, in the order given.
  package var refused: [Refusal] = []

  /// The students of GitHub Classroom's roster export, each at
  /// `https://github.com/<organization>/<prefix>-<github_username>`.
  package init(rosterCSV text: String, organization: String, prefix: String) throws(ReadError) {
    guard Self.isRepositoryWord(organization) else {
      throw ReadError(description: "\"\(organization)\" is not a GitHub organization's name")
    }
    guard Self.isRepositoryWord(prefix) else {
      throw ReadError(description: "\"\(prefix)\" is not the start of a repository's name")
    }
    let rows = Self.rows(ofCSV: text)
    guard let heading = rows.first,
      let column = heading.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "github_username"
      })
    else {
      throw ReadError(
        description: "not GitHub Classroom's roster: its first line has no github_username")
    }
    let identifierColumn = heading.firstIndex { $0 == "identifier" }
    var seen: Set<String> = []
    for row in rows.dropFirst() {
      let username =
        column < row.count ? row[column].trimmingCharacters(in: .whitespaces) : ""
      let identifier = identifierColumn.flatMap { $0 < row.count ? row[$0] : nil } ?? ""
      if username.isEmpty {
        refused.append(
          Refusal(
            name: identifier.isEmpty ? "(a row with no name)" : identifier,
            reason: "no GitHub account linked in the roster"))
      } else if !Self.isUsername(username) {
        refused.append(
          Refusal(
            name: username,
            reason: "not a GitHub username (letters, digits and single hyphens only)"))
      } else if !seen.insert(username.lowercased()).inserted {
        refused.append(Refusal(name: username, reason: "listed twice in the roster"))
      } else {
        students.append(
          Student(
            name: username,
            source: "https://github.com/\(organization)/\(prefix)-\(username)"))
      }
    }
  }

  /// The students of a list of folders and git URLs, one a line; empty lines and lines
  /// starting with `#` are left out. Each is named after its last part, without `.git`.
  package init(list text: String) {
    var seen: Set<String> = []
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let source = line.trimmingCharacters(in: .whitespaces)
      if source.isEmpty || source.hasPrefix("#") { continue }
      var name = String(source.split(separator: "/").last ?? "")
      if let colon = name.lastIndex(of: ":"), source.hasPrefix("git@") {
        name = String(name[name.index(after: colon)...])
      }
      if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
      if source.hasPrefix("-") {
        refused.append(Refusal(name: source, reason: "starts with \"-\": not a folder or a URL"))
      } else if !Self.isRepositoryWord(name) {
        refused.append(
          Refusal(name: source, reason: "its last part is not a plain repository name"))
      } else if !seen.insert(name.lowercased()).inserted {
        refused.append(Refusal(name: source, reason: "a second repository named \(name)"))
      } else {
        students.append(Student(name: name, source: source))
      }
    }
  }

  /// Whether a text is a GitHub username: letters, digits and single hyphens inside, at
  /// most 39 characters.
  package static func isUsername(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 39 && !text.hasPrefix("-") && !text.hasSuffix("-")
      && !text.contains("--")
      && text.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || $0 == "-") }
  }

  /// Whether a text is a plain name of a repository or an owner: letters, digits, `-`, `_`
  /// and `.`, not starting with `-` or `.`.
  package static func isRepositoryWord(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 100 && !text.hasPrefix("-") && !text.hasPrefix(".")
      && text.unicodeScalars.allSatisfy {
        $0.isASCII && (isAlphanumeric($0) || "-_.".unicodeScalars.contains($0))
      }
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// The rows of CSV text (RFC 4180): a byte-order mark left out, quoted fields with their
  /// commas, line breaks and doubled quotes, rows ended by LF or CRLF, empty lines left out.
  package static func rows(ofCSV text: String) -> [[String]] {
    var scalars = Substring(text).unicodeScalars
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var rows: [[String]] = []
    var row: [String] = []
    var field = String.UnicodeScalarView()
    var isQuoted = false
    var index = scalars.startIndex
    func endRow() {
      row.append(String(field))
      field = String.UnicodeScalarView()
      if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
      row = []
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if isQuoted {
        if scalar == "\"" {
          if index < scalars.endIndex, scalars[index] == "\"" {
            field.append("\"")
            index = scalars.index(after: index)
          } else {
            isQuoted = false
          }
        } else {
          field.append(scalar)
        }
      } else if scalar == "\"" && field.isEmpty {
        isQuoted = true
      } else if scalar == "," {
        row.append(String(field))
        field = String.UnicodeScalarView()
      } else if scalar == "\n" {
        endRow()
      } else if scalar != "\r" {
        field.append(scalar)
      }
    }
    if !field.isEmpty || !row.isEmpty { endRow() }
    return rows
  }
}

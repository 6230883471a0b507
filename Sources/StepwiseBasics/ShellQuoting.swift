// A word written so that a POSIX shell reads it back as it is: the paths in the commands the
// tool suggests.

extension String {
  /// The word as a POSIX shell reads it back: as it is when it holds only letters, digits
  /// and `/._-+=@%` (and is not empty), else in single quotes, a quote inside written `'\''`.
  ///
  /// ```swift
  /// "/tmp/My App's".shellQuoted  // '/tmp/My App'\''s'
  /// ```
  package var shellQuoted: String {
    let plain = allSatisfy { $0.isLetter || $0.isNumber || "/._-+=@%".contains($0) }
    guard !plain || isEmpty else { return self }
    return "'" + replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A path as a command's argument: ``shellQuoted``, and a relative path that starts with
  /// `-` led by `./`, so that the command (`cd`, `swift`) does not take it for an option.
  package var shellQuotedPath: String {
    (hasPrefix("-") ? "./" + self : self).shellQuoted
  }
}

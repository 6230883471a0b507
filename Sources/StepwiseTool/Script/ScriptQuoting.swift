// How the script language writes a quoted string: `"…"` with `\"` and `\\` escapes.

/// Quotes text the way a script writes it.
enum ScriptQuoting {
  /// The text in double quotes, with `"` and `\` escaped by a backslash.
  ///
  /// ```swift
  /// ScriptQuoting.quote(#"Say "hi""#)  // "Say \"hi\""
  /// ```
  static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}

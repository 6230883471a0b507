// XML elements written as Xcode lays them out (storyboards, xibs, data models), and the object
// ids Interface Builder and the project file give them.

import StepwiseBasics

/// An element of the XML Xcode's formats are written in: a storyboard's, a xib's, a data
/// model's. (Documents are read into ``XMLElementNode``.)
package struct XMLOutputElement {
  package var name: String
  package var attributes: [(String, String)]
  package var children: [XMLOutputElement] = []
  /// A comment written before the element (`<!--Checklists-->` before a scene).
  package var comment: String?
  /// The text inside an element with no children (`<string key="text">Notes</string>`).
  package var text: String?
  /// Whether it has an end tag of its own line even with no children (`<model …>` then
  /// `</model>`, as Xcode writes a data model with no entities).
  package var keepsEndTag = false

  package init(
    _ name: String, _ attributes: [(String, String)] = [], _ children: [XMLOutputElement] = [],
    comment: String? = nil, text: String? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.comment = comment
    self.text = text
  }

  /// The element's lines, indented four spaces a level as Xcode does.
  package func lines(indent: String = "") -> [String] {
    var result: [String] = []
    if let comment {
      result.append("\(indent)<!--\(comment.xmlEscaped(lineBreaks: .characterReference))-->")
    }
    let attributes = attributes.map {
      " \($0.0)=\"\($0.1.xmlEscaped(lineBreaks: .characterReference))\""
    }.joined()
    if let text, children.isEmpty {
      let content = text.xmlEscaped(lineBreaks: .characterReference)
      result.append("\(indent)<\(name)\(attributes)>\(content)</\(name)>")
    } else if children.isEmpty && !keepsEndTag {
      result.append("\(indent)<\(name)\(attributes)/>")
    } else {
      result.append("\(indent)<\(name)\(attributes)>")
      for child in children { result += child.lines(indent: indent + "    ") }
      result.append("\(indent)</\(name)>")
    }
    return result
  }

}

/// Makes Interface Builder's object ids (`Kq2-Nv-c01`: three, two and three letters or
/// digits), each one once, the same ones on every run for the same storyboard.
package struct ObjectIDs {
  private var state: UInt64
  private var used: Set<String> = []
  private static let alphabet = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// Ids seeded from a name, so the same storyboard gets the same ids.
  package init(seed: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in seed.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    state = hash
  }

  private mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var value = state
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    return value ^ (value >> 31)
  }

  /// A new id of the `abc-12-xyz` shape.
  package mutating func make() -> String {
    while true {
      var value = next()
      var characters: [Character] = []
      for _ in 0..<8 {
        characters.append(Self.alphabet[Int(value % UInt64(Self.alphabet.count))])
        value /= UInt64(Self.alphabet.count)
      }
      let id =
        "\(String(characters[0..<3]))-\(String(characters[3..<5]))-"
        + String(characters[5..<8])
      if used.insert(id).inserted { return id }
    }
  }

  /// A new id of the 24 hexadecimal digits a `project.pbxproj` uses.
  package mutating func makeProjectID() -> String {
    while true {
      let high = next() & 0xFFFF_FFFF
      let low = next()
      let id =
        String(high, radix: 16, uppercase: true).leftPadded(to: 8)
        + String(low, radix: 16, uppercase: true).leftPadded(to: 16)
      if used.insert(id).inserted { return id }
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}

// A property list's XML: read element by element with each one's line, written as Xcode
// writes an Info.plist.

import Foundation
import StepwiseBasics

extension PropertyList {
  // MARK: - Writing

  /// The list as an XML document, as Xcode writes one: the declaration, the document type,
  /// `<plist version="1.0">`, then the value, a tab deeper per level, a dictionary's keys in
  /// order. Text is escaped for XML, line breaks and tabs as character references (which a
  /// reader gives back as they were); control characters, which XML cannot hold, are left out.
  package var xmlDocument: String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(to: &text, depth: 0)
    return text + "\n</plist>\n"
  }

  /// Writes the value's element, its first line unindented, its inner lines `depth + 1` tabs
  /// in and its closing line `depth` tabs in.
  private func write(to text: inout String, depth: Int) {
    let indent = String(repeating: "\t", count: depth)
    let inner = indent + "\t"
    switch self {
    case .boolean(let boolean): text += boolean ? "<true/>" : "<false/>"
    case .integer(let integer): text += "<integer>\(integer)</integer>"
    case .real(let real): text += "<real>\(Self.text(of: real))</real>"
    case .string(let string): text += "<string>\(Self.escaped(string))</string>"
    case .data(let data): text += "<data>\(data.base64EncodedString())</data>"
    case .date(let date): text += "<date>\(Self.text(of: date))</date>"
    case .array(let array) where array.isEmpty: text += "<array/>"
    case .array(let array):
      text += "<array>\n"
      for element in array {
        text += inner
        element.write(to: &text, depth: depth + 1)
        text += "\n"
      }
      text += indent + "</array>"
    case .dictionary(let dictionary) where dictionary.isEmpty: text += "<dict/>"
    case .dictionary(let dictionary):
      text += "<dict>\n"
      for key in dictionary.keys.sorted() {
        text += inner + "<key>\(Self.escaped(key))</key>\n" + inner
        dictionary[key]?.write(to: &text, depth: depth + 1)
        text += "\n"
      }
      text += indent + "</dict>"
    }
  }

  /// Text escaped for an element's content.
  private static func escaped(_ text: String) -> String {
    text.xmlEscaped(lineBreaks: .characterReference)
  }

  /// A real as XML property lists write it: its shortest exact decimal form, `nan`,
  /// `+infinity` or `-infinity`.
  private static func text(of real: Double) -> String {
    if real.isNaN { return "nan" }
    if real.isInfinite { return real < 0 ? "-infinity" : "+infinity" }
    return "\(real)"
  }

  /// A date as XML property lists write it: UTC, to the second (`2026-12-01T15:30:00Z`).
  private static func text(of date: Date) -> String {
    date.formatted(.iso8601)
  }

  // MARK: - Reading

  /// Reads an XML property list, refusing a damaged one with its line.
  static func readXML(_ data: Data) throws(ReadError) -> PropertyList {
    let root: XMLElementNode
    switch XMLElementNode.parse(keepingCarriageReturns(data)) {
    case .success(let node): root = node
    case .failure(let error): throw ReadError(line: error.line, reason: error.message)
    }
    guard root.name == "plist" else {
      throw ReadError(line: root.line, reason: "the file starts with <\(root.name)>, not <plist>")
    }
    guard root.children.count == 1, let value = root.children.first else {
      throw ReadError(
        line: root.line,
        reason: "<plist> holds \(root.children.count) values; a property list holds one")
    }
    return try read(value, depth: 0)
  }

  /// The data with each carriage return in the `<plist>` element's content, outside a tag,
  /// made a character reference.
  ///
  /// An XML reader makes a CR or a CR LF in text one LF, but Apple's property list reader,
  /// which is not an XML reader, keeps them: a string Xcode saved with a CR LF in it comes
  /// back from it with the CR LF, and so it does from this one. (Before and after the
  /// element, where XML allows no reference, a file's CR LF line ends are left as they are.)
  private static func keepingCarriageReturns(_ data: Data) -> Data {
    let bytes = [UInt8](data)
    guard bytes.contains(UInt8(ascii: "\r")),
      let open = bytes.firstRange(of: Array("<plist".utf8)),
      let start = bytes[open.upperBound...].firstIndex(of: UInt8(ascii: ">")),
      let end = bytes.ranges(of: Array("</plist".utf8)).last?.lowerBound, start < end
    else { return data }
    var result = Data(bytes[...start])
    result.reserveCapacity(bytes.count + 64)
    var inTag = false
    for byte in bytes[(start + 1)..<end] {
      switch byte {
      case UInt8(ascii: "<"): inTag = true
      case UInt8(ascii: ">"): inTag = false
      case UInt8(ascii: "\r") where !inTag:
        result.append(contentsOf: Array("&#13;".utf8))
        continue
      default: break
      }
      result.append(byte)
    }
    result.append(contentsOf: bytes[end...])
    return result
  }

  /// The value an element holds.
  private static func read(_ element: XMLElementNode, depth: Int) throws(ReadError) -> PropertyList
  {
    guard depth < maximumDepth else {
      throw ReadError(line: element.line, reason: "values nested more than \(maximumDepth) deep")
    }
    let content = element.content
    let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
    func refuse(_ kind: String) -> ReadError {
      // Quoted as far as a reader needs: a damaged file's value can be megabytes long.
      let shown = trimmed.count > 40 ? trimmed.prefix(40) + "…" : trimmed
      return ReadError(
        line: element.line, reason: "<\(element.name)> holds \"\(shown)\", not \(kind)")
    }
    switch element.name {
    case "true": return .boolean(true)
    case "false": return .boolean(false)
    case "string": return .string(content)
    case "integer":
      guard let integer = Int(trimmed) else { throw refuse("a whole number") }
      return .integer(integer)
    case "real":
      guard let real = Self.real(trimmed) else { throw refuse("a number") }
      return .real(real)
    case "date":
      guard let date = try? Date(trimmed, strategy: .iso8601) else {
        throw refuse("a date such as 2026-12-01T15:30:00Z")
      }
      return .date(date)
    case "data":
      let base64 = trimmed.filter { !$0.isWhitespace }
      guard let data = Data(base64Encoded: base64) else { throw refuse("Base64") }
      return .data(data)
    case "array":
      var elements: [PropertyList] = []
      for child in element.children {
        elements.append(try read(child, depth: depth + 1))
      }
      return .array(elements)
    case "dict":
      var dictionary: [String: PropertyList] = [:]
      var children = element.children[...]
      while let key = children.popFirst() {
        guard key.name == "key" else {
          throw ReadError(
            line: key.line, reason: "<\(key.name)> where a <dict> has a <key>")
        }
        guard let value = children.popFirst() else {
          throw ReadError(line: key.line, reason: "the key \"\(key.content)\" has no value")
        }
        dictionary[key.content] = try read(value, depth: depth + 1)
      }
      return .dictionary(dictionary)
    default:
      throw ReadError(
        line: element.line, reason: "<\(element.name)> is not a property list's value")
    }
  }

  /// A real's text: a decimal number, `nan`, or an infinity as either spelling.
  private static func real(_ text: String) -> Double? {
    switch text.lowercased() {
    case "nan": .nan
    case "+infinity", "infinity", "+inf", "inf": .infinity
    case "-infinity", "-inf": -.infinity
    default: Double(text)
    }
  }
}

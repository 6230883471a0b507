// A property list (an app's Info.plist, a model's `.xccurrentversion`, saved preferences):
// read from any of its three formats, written as Xcode writes XML.

import Foundation
import StepwiseBasics

/// Any value a property list holds.
///
/// ```swift
/// let info = try PropertyList(reading: data)
/// let identifier = info["CFBundleIdentifier"]?.string
/// let text = PropertyList.dictionary(["UILaunchScreen": .dictionary([:])]).xmlDocument
/// ```
///
/// XML is read by the project's own XML reader, so a damaged file is refused with its line;
/// the binary format through `PropertyListDecoder` (Foundation's `PropertyListSerialization`
/// stops the process on Linux on some damaged binary lists, a set holding a reference for
/// one); the old text format, which has only strings, data, arrays and dictionaries, by the
/// project's own reader too (``readOpenStep(_:)``). XML is written as Xcode writes an Info.plist: a tab per level,
/// a dictionary's keys in order, so `PropertyList(reading: Data(list.xmlDocument.utf8))`
/// gives the list back.
package enum PropertyList: Equatable, Sendable {
  case boolean(Bool)
  case integer(Int)
  case real(Double)
  case string(String)
  case data(Data)
  case date(Date)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  /// The deepest nesting read: far deeper than an Info.plist's (a scene manifest is four
  /// levels), and shallow enough that a damaged binary list whose containers hold
  /// themselves ends in an error instead of an endless descent.
  package static let maximumDepth = 32

  /// Why a property list could not be read: the line in an XML list, 0 in a binary one.
  package typealias ReadError = DocumentReadError

  /// Reads a property list in whichever format `data` holds.
  package init(reading data: Data) throws(ReadError) {
    if data.starts(with: Data("bplist".utf8)) {
      do {
        self = try PropertyListDecoder().decode(Decoded.self, from: data).value
      } catch {
        throw ReadError(line: 0, reason: "a damaged binary property list")
      }
      return
    }
    let start = String(decoding: data.prefix(512), as: UTF8.self)
      .drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if start.first == "<" {
      self = try Self.readXML(data)
      return
    }
    do {
      self = try Self.readOpenStep(data)
    } catch {
      throw ReadError(
        line: error.line,
        reason: "neither an XML, a binary nor a text property list (\(error.reason))")
    }
  }

  // MARK: - Reading the values

  /// The value of a key, in a dictionary.
  package subscript(key: String) -> PropertyList? {
    if case .dictionary(let dictionary) = self { dictionary[key] } else { nil }
  }

  /// The string, if this is one.
  package var string: String? {
    if case .string(let string) = self { string } else { nil }
  }

  /// The Boolean, if this is one.
  package var boolean: Bool? {
    if case .boolean(let boolean) = self { boolean } else { nil }
  }

  /// The elements, if this is an array.
  package var array: [PropertyList]? {
    if case .array(let array) = self { array } else { nil }
  }

  /// The keys and values, if this is a dictionary.
  package var dictionary: [String: PropertyList]? {
    if case .dictionary(let dictionary) = self { dictionary } else { nil }
  }

  /// The value as `PropertyListSerialization` gives it: `Bool`, `Int`, `String`, `[Any]`,
  /// `[String: Any]`…
  package var object: Any {
    switch self {
    case .boolean(let boolean): boolean
    case .integer(let integer): integer
    case .real(let real): real
    case .string(let string): string
    case .data(let data): data
    case .date(let date): date
    case .array(let array): array.map(\.object)
    case .dictionary(let dictionary): dictionary.mapValues(\.object)
    }
  }

  /// A value `PropertyListSerialization` gave (the old text format's strings, data, arrays
  /// and dictionaries; numbers and dates besides), or nil for anything else. A number is an
  /// integer or a real: Foundation gives Booleans as numbers too.
  package init?(object: Any, depth: Int = 0) {
    guard depth < Self.maximumDepth else { return nil }
    switch object {
    case let string as String: self = .string(string)
    case let data as Data: self = .data(data)
    case let date as Date: self = .date(date)
    case let array as [Any]:
      var elements: [PropertyList] = []
      for element in array {
        guard let value = PropertyList(object: element, depth: depth + 1) else { return nil }
        elements.append(value)
      }
      self = .array(elements)
    case let dictionary as [String: Any]:
      var values: [String: PropertyList] = [:]
      for (key, element) in dictionary {
        guard let value = PropertyList(object: element, depth: depth + 1) else { return nil }
        values[key] = value
      }
      self = .dictionary(values)
    case let integer as Int: self = .integer(integer)
    case let real as Double: self = .real(real)
    default: return nil
    }
  }

  /// A binary list's value, read with `PropertyListDecoder`, which reports damage as an
  /// error.
  private struct Decoded: Decodable {
    let value: PropertyList

    init(from decoder: any Decoder) throws {
      guard decoder.codingPath.count < PropertyList.maximumDepth else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "values nest too deep"))
      }
      let container = try decoder.singleValueContainer()
      if let boolean = try? container.decode(Bool.self) {
        value = .boolean(boolean)
      } else if let integer = try? container.decode(Int.self) {
        value = .integer(integer)
      } else if let real = try? container.decode(Double.self) {
        value = .real(real)
      } else if let string = try? container.decode(String.self) {
        value = .string(string)
      } else if let data = try? container.decode(Data.self) {
        value = .data(data)
      } else if let date = try? container.decode(Date.self) {
        value = .date(date)
      } else if let dictionary = try? container.decode([String: Decoded].self) {
        value = .dictionary(dictionary.mapValues(\.value))
      } else {
        value = .array(try container.decode([Decoded].self).map(\.value))
      }
    }
  }
}

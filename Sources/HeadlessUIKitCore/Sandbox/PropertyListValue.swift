// Reading a binary property list of any shape without the parser that a damaged file crashes.

import Foundation

/// Any value a property list can hold, read with `PropertyListDecoder`.
///
/// Foundation's `PropertyListSerialization` stops the process on Linux on some damaged
/// binary property lists (a set holding a reference, for example), so ``AppDefaults`` reads
/// a binary preferences file through `PropertyListDecoder`, which reports damage as an error.
/// Values nest at most ``maximumDepth`` deep, so a damaged file whose containers refer to
/// themselves ends in an error instead of an endless descent.
enum PropertyListValue: Decodable {
  case boolean(Bool)
  case integer(Int)
  case real(Double)
  case string(String)
  case data(Data)
  case date(Date)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])

  /// The deepest nesting read; preferences are seldom more than two levels deep.
  static let maximumDepth = 32

  /// Reads whichever kind of value is there.
  init(from decoder: any Decoder) throws {
    guard decoder.codingPath.count < Self.maximumDepth else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "values nest too deep"))
    }
    let value = try decoder.singleValueContainer()
    if let boolean = try? value.decode(Bool.self) {
      self = .boolean(boolean)
    } else if let integer = try? value.decode(Int.self) {
      self = .integer(integer)
    } else if let real = try? value.decode(Double.self) {
      self = .real(real)
    } else if let string = try? value.decode(String.self) {
      self = .string(string)
    } else if let data = try? value.decode(Data.self) {
      self = .data(data)
    } else if let date = try? value.decode(Date.self) {
      self = .date(date)
    } else if let dictionary = try? value.decode([String: PropertyListValue].self) {
      self = .dictionary(dictionary)
    } else {
      self = .array(try value.decode([PropertyListValue].self))
    }
  }

  /// The value as `PropertyListSerialization` would give it: `Int`, `String`, `[Any]`, ….
  var object: Any {
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

  /// Reads property-list data: XML with `PropertyListSerialization`, which copes with any
  /// damage to it, and the binary format with `PropertyListDecoder`, which copes with any
  /// damage to that.
  static func object(from data: Data) -> Any? {
    if data.starts(with: Data("bplist".utf8)) {
      return (try? PropertyListDecoder().decode(PropertyListValue.self, from: data))?.object
    }
    return try? PropertyListSerialization.propertyList(from: data, format: nil)
  }
}

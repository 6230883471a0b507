// The store's file: every saved object, as a versioned JSON document.

import Foundation

/// A saved value of a property, as the store file keeps it: tagged with its kind, so that
/// a value reads back exactly as it was saved whatever the model says today.
enum StoredValue: Equatable, Sendable, Codable {
  case null
  case string(String)
  case integer(Int64)
  case real(Double)
  case boolean(Bool)
  /// Seconds since 2001-01-01 00:00 UTC, as `Date` keeps them.
  case date(Double)
  case data(Data)
  case uuid(UUID)
  case url(String)
  case decimal(String)
  case toOne(Int64?)
  case toMany([Int64])

  private enum Kind: String, CodingKey {
    case null, string, integer, real, boolean, date, data, uuid, url, decimal, toOne, toMany
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    guard container.allKeys.count == 1, let kind = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a value has no single kind"))
    }
    switch kind {
    case .null: self = .null
    case .string: self = .string(try container.decode(String.self, forKey: kind))
    case .integer: self = .integer(try container.decode(Int64.self, forKey: kind))
    case .real: self = .real(try container.decode(Double.self, forKey: kind))
    case .boolean: self = .boolean(try container.decode(Bool.self, forKey: kind))
    case .date: self = .date(try container.decode(Double.self, forKey: kind))
    case .data: self = .data(try container.decode(Data.self, forKey: kind))
    case .uuid: self = .uuid(try container.decode(UUID.self, forKey: kind))
    case .url: self = .url(try container.decode(String.self, forKey: kind))
    case .decimal: self = .decimal(try container.decode(String.self, forKey: kind))
    case .toOne: self = .toOne(try container.decodeIfPresent(Int64.self, forKey: kind))
    case .toMany: self = .toMany(try container.decode([Int64].self, forKey: kind))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Kind.self)
    switch self {
    case .null: try container.encode(true, forKey: .null)
    case .string(let value): try container.encode(value, forKey: .string)
    case .integer(let value): try container.encode(value, forKey: .integer)
    case .real(let value): try container.encode(value, forKey: .real)
    case .boolean(let value): try container.encode(value, forKey: .boolean)
    case .date(let value): try container.encode(value, forKey: .date)
    case .data(let value): try container.encode(value, forKey: .data)
    case .uuid(let value): try container.encode(value, forKey: .uuid)
    case .url(let value): try container.encode(value, forKey: .url)
    case .decimal(let value): try container.encode(value, forKey: .decimal)
    case .toOne(let value): try container.encode(value, forKey: .toOne)
    case .toMany(let value): try container.encode(value, forKey: .toMany)
    }
  }

  /// The value an attribute reads, or nil for none.
  var attributeValue: Any? {
    switch self {
    case .null, .toOne, .toMany: nil
    case .string(let value): value
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .boolean(let value): NSNumber(value: value)
    case .date(let value): Date(timeIntervalSinceReferenceDate: value)
    case .data(let value): value
    case .uuid(let value): value
    case .url(let value): URL(string: value)
    case .decimal(let value): Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))
    }
  }

  /// An attribute's value as the file keeps it.
  init(attribute value: Any?, type: NSAttributeType) {
    guard let value else {
      self = .null
      return
    }
    switch (type, value) {
    case (.stringAttributeType, let text as String): self = .string(text)
    case (.integer16AttributeType, let number as NSNumber),
      (.integer32AttributeType, let number as NSNumber),
      (.integer64AttributeType, let number as NSNumber):
      self = .integer(number.int64Value)
    case (.doubleAttributeType, let number as NSNumber),
      (.floatAttributeType, let number as NSNumber):
      self = .real(number.doubleValue)
    case (.booleanAttributeType, let number as NSNumber): self = .boolean(number.boolValue)
    case (_, let date as Date): self = .date(date.timeIntervalSinceReferenceDate)
    case (_, let data as Data): self = .data(data)
    case (_, let uuid as UUID): self = .uuid(uuid)
    case (_, let url as URL): self = .url(url.absoluteString)
    case (_, let decimal as Decimal): self = .decimal("\(decimal)")
    case (_, let text as String): self = .string(text)
    case (_, let number as NSNumber): self = .real(number.doubleValue)
    default: self = .string("\(value)")
    }
  }
}

/// The whole store as its file holds it.
///
/// ```json
/// {"format": "Stepwise Core Data store", "version": 1, "identifier": "…", "nextNumber": 3,
///  "entities": {"Item": {"1": {"title": {"string": "Milk"}, "done": {"boolean": false}}}}}
/// ```
struct StoreDocument: Codable, Equatable, Sendable {
  static let formatName = "Stepwise Core Data store"
  static let currentVersion = 1

  var format = formatName
  var version = currentVersion
  var identifier = UUID().uuidString
  var nextNumber: Int64 = 1
  /// Rows by entity name, then by object number (as text: JSON's keys are text).
  var entities: [String: [String: [String: StoredValue]]] = [:]
  /// The model the store was last saved with (none in a file of an earlier kit).
  var model: StoreSchema?

  static func decode(_ data: Data, from url: URL) throws -> StoreDocument {
    let document: StoreDocument
    do {
      let decoder = JSONDecoder()
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
      document = try decoder.decode(StoreDocument.self, from: data)
    } catch {
      throw StoreError.damaged(url, "it is not a Core Data store this kit wrote (\(error))")
    }
    guard document.format == formatName else {
      throw StoreError.damaged(url, "its format is \"\(document.format)\"")
    }
    guard document.version <= currentVersion else {
      throw StoreError.damaged(
        url, "it was written by a newer version (\(document.version)) of the kit")
    }
    for (entity, rows) in document.entities {
      for key in rows.keys where Int64(key) == nil || Int64(key) ?? 0 >= document.nextNumber {
        throw StoreError.damaged(url, "\(entity) has an object numbered \"\(key)\"")
      }
    }
    return document
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return try encoder.encode(self)
  }
}

/// Why a store could not be read.
enum StoreError {
  /// Core Data's error number for a store file it cannot read.
  static let corruptFileCode = 259

  static func damaged(_ url: URL, _ reason: String) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: corruptFileCode,
      userInfo: [
        NSLocalizedDescriptionKey:
          "The file “\(url.lastPathComponent)” couldn’t be opened because it isn’t in the "
          + "correct format.",
        NSLocalizedFailureReasonErrorKey:
          "The store at \(url.path) is damaged: \(reason). It was left as it is: nothing was "
          + "overwritten.",
        NSFilePathErrorKey: url.path,
      ])
  }
}

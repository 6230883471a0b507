// The keys of a terminal's keyboard, from the bytes it sends.

/// A key of the keyboard, as the line editor needs it.
package enum Key: Equatable, Sendable {
  case character(Character)
  case left, right, home, end, up, down
  case backspace, delete, killToStart
  case tab, enter
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// A key the editor does nothing with.
  case other
}

/// Turns the bytes a terminal sends into keys: UTF-8 characters and escape sequences.
package struct KeyDecoder {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  package init() {}

  /// Takes one byte; the key it completes, or nil while a key is still coming.
  package mutating func feed(_ byte: UInt8) -> Key? {
    pending.append(byte)
    if pending[0] == 0x1B {
      return escape()
    }
    if pending.count == 1 {
      switch byte {
      case 0x01: return take(.home)
      case 0x03: return take(.interrupt)
      case 0x04: return take(.endOfInput)
      case 0x05: return take(.end)
      case 0x08, 0x7F: return take(.backspace)
      case 0x09: return take(.tab)
      case 0x0A, 0x0D: return take(.enter)
      case 0x15: return take(.killToStart)
      case 0x02: return take(.left)
      case 0x06: return take(.right)
      case 0x0E: return take(.down)
      case 0x10: return take(.up)
      case ..<0x20: return take(.other)
      default: break
      }
    }
    // A UTF-8 character: as many bytes as its first byte says.
    let length =
      switch pending[0] {
      case ..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 1
      }
    guard pending.count >= length else { return nil }
    let text = String(decoding: pending, as: UTF8.self)
    pending.removeAll()
    return text.first.map(Key.character) ?? .other
  }

  private mutating func take(_ key: Key) -> Key {
    pending.removeAll()
    return key
  }

  /// An escape sequence: `ESC [ A`…, `ESC O H`, `ESC [ 3 ~`.
  private mutating func escape() -> Key? {
    guard pending.count >= 2 else { return nil }
    guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
      return take(.other)
    }
    guard pending.count >= 3, let last = pending.last else { return nil }
    // The sequence ends at a letter or a tilde.
    guard (0x40...0x7E).contains(last), pending.count > 2 else { return nil }
    let body = String(decoding: pending[2...], as: UTF8.self)
    switch body {
    case "A": return take(.up)
    case "B": return take(.down)
    case "C": return take(.right)
    case "D": return take(.left)
    case "H", "1~", "7~": return take(.home)
    case "F", "4~", "8~": return take(.end)
    case "3~": return take(.delete)
    default: return take(.other)
    }
  }
}

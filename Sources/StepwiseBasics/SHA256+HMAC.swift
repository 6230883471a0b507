// HMAC-SHA256 (RFC 2104): a digest only the holder of a key can make, for the launch channel.

import Foundation

extension SHA256 {
  /// The HMAC-SHA256 of `message` under `key`, as 64 lowercase hexadecimal digits: what the
  /// launch channel signs each answer with, so that an answer changed on its way, or made
  /// without this run's secret, reads as forged.
  ///
  /// ```swift
  /// SHA256.hmacHexDigest(of: Data("what do ya want for nothing?".utf8), key: Data("Jefe".utf8))
  /// // "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
  /// ```
  package static func hmacHexDigest(of message: Data, key: Data) -> String {
    let blockSize = 64
    var block = key.count > blockSize ? digest(of: key) : Array(key)
    block += [UInt8](repeating: 0, count: blockSize - block.count)
    let inner = digest(of: Data(block.map { $0 ^ 0x36 }) + message)
    let outer = Data(block.map { $0 ^ 0x5c }) + inner
    return hexDigest(of: outer)
  }
}

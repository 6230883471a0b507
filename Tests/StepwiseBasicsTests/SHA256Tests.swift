// The hand-written SHA-256 against published test vectors and block-boundary lengths.

import Foundation
import Testing

@testable import StepwiseBasics

@Suite struct SHA256Tests {
  /// The digest of a text's UTF-8 bytes.
  func digest(_ text: String) -> String {
    SHA256.hexDigest(of: Data(text.utf8))
  }

  @Test func theFIPSExamplesGiveTheirPublishedDigests() {
    #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func aMillionLettersGiveThePublishedDigest() {
    #expect(
      digest(String(repeating: "a", count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func lengthsAroundABlocksPaddingAreRight() {
    // 55 bytes leave room for the length in one block; 56 need a second; 64 fill one.
    #expect(
      digest(String(repeating: "x", count: 55))
        == "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072")
    #expect(
      digest(String(repeating: "x", count: 56))
        == "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e")
    #expect(
      digest(String(repeating: "x", count: 64))
        == "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c")
  }

  /// The bytes are read where they lie, so a slice of a larger `Data` (which starts at its
  /// own index) is hashed as its bytes alone, at every length around a block's end.
  @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 127, 128, 1000])
  func aSliceIsHashedAsItsOwnBytes(length: Int) {
    let whole = Data((0..<1200).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    let slice = whole[37..<37 + length]
    #expect(SHA256.hexDigest(of: slice) == SHA256.hexDigest(of: Data(Array(slice))))
    #expect(
      SHA256.hexDigest(of: slice) != SHA256.hexDigest(of: whole[36..<36 + length]) || length == 0)
  }

  @Test func textIsHashedAsItsUTF8Bytes() {
    #expect(digest("ü→👍🏽\n") == "c27092c8e01145739b6e881ba1d5fdc63f4b3ba2262bf60956cfb1a2ba8dbef6")
  }

  @Test func oneChangedCharacterChangesTheDigest() {
    let test = "#expect(device.title == \"Checklists (5)\")\n"
    let weakened = "// " + test
    #expect(digest(test) != digest(weakened))
  }
}

/// HMAC-SHA256 against RFC 4231's test cases: a short key, a key shorter than the digest,
/// and keys longer than SHA-256's block, which are hashed first.
@Suite struct HMACTests {
  static func bytes(_ byte: UInt8, _ count: Int) -> Data { Data(repeating: byte, count: count) }

  static let cases: [(key: Data, message: Data, digest: String)] = [
    (
      bytes(0x0b, 20), Data("Hi There".utf8),
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      Data("Jefe".utf8), Data("what do ya want for nothing?".utf8),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
      bytes(0xaa, 20), bytes(0xdd, 50),
      "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
    ),
    (
      bytes(0xaa, 131), Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
  ]

  @Test(arguments: cases)
  func rfc4231(_ test: (key: Data, message: Data, digest: String)) {
    #expect(SHA256.hmacHexDigest(of: test.message, key: test.key) == test.digest)
  }
}

// SHA-256, written out so the tool needs no package: it fingerprints each exercise's tests.

import Foundation

/// The SHA-256 digest of some bytes (FIPS 180-4), as 64 lowercase hexadecimal digits.
///
/// The exercise runner compares the digest of each exercise's test file with the one
/// recorded in ``ExerciseCatalog``, so a test that was edited, even by one character, is
/// noticed before the exercise can count as done.
///
/// ```swift
/// SHA256.hexDigest(of: Data("abc".utf8))
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
package enum SHA256 {
  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]

  /// The digest of `data` as 64 lowercase hexadecimal digits.
  package static func hexDigest(of data: Data) -> String {
    digest(of: data).map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }

  /// The 32 bytes of the digest of `data`: its 64-byte blocks mixed in where they lie, then
  /// the last bytes with the padding (a 1 bit, zeros, and the length in bits) in one or two
  /// blocks of their own, so a large file is hashed without a copy.
  package static func digest(of data: Data) -> [UInt8] {
    var state = initialState
    var schedule = [UInt32](repeating: 0, count: 64)
    let whole = data.count / 64 * 64
    data.withUnsafeBytes { bytes in
      for start in stride(from: 0, to: whole, by: 64) {
        compress(UnsafeRawBufferPointer(rebasing: bytes[start..<start + 64]), &state, &schedule)
      }
    }
    var tail = [UInt8](data[(data.startIndex + whole)...])
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    let bitLength = UInt64(data.count) * 8
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(bitLength >> UInt64(shift) & 0xff))
    }
    tail.withUnsafeBytes { bytes in
      for start in stride(from: 0, to: bytes.count, by: 64) {
        compress(UnsafeRawBufferPointer(rebasing: bytes[start..<start + 64]), &state, &schedule)
      }
    }
    return state.flatMap { (word: UInt32) -> [UInt8] in
      [UInt8(word >> 24), UInt8(word >> 16 & 0xff), UInt8(word >> 8 & 0xff), UInt8(word & 0xff)]
    }
  }

  /// Mixes one 64-byte block into the eight working words, with `schedule` (64 words) as
  /// room for the block's message schedule.
  ///
  /// Written for a debug build as well, where the tool hashes the grader (a 30 MB file)
  /// before each grade: the words are reached through pointers and rotated in place, since
  /// a call per rotation or array access is most of the time there.
  private static func compress(
    _ block: UnsafeRawBufferPointer, _ state: inout [UInt32], _ schedule: inout [UInt32]
  ) {
    roundConstants.withUnsafeBufferPointer { constants in
      schedule.withUnsafeMutableBufferPointer { words in
        guard let k = constants.baseAddress, let w = words.baseAddress,
          let bytes = block.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return }
        for index in 0..<16 {
          w[index] =
            UInt32(bytes[index * 4]) << 24 | UInt32(bytes[index * 4 + 1]) << 16
            | UInt32(bytes[index * 4 + 2]) << 8 | UInt32(bytes[index * 4 + 3])
        }
        for index in 16..<64 {
          let early = w[index - 15]
          let late = w[index - 2]
          let sigma0 = (early >> 7 | early << 25) ^ (early >> 18 | early << 14) ^ (early >> 3)
          let sigma1 = (late >> 17 | late << 15) ^ (late >> 19 | late << 13) ^ (late >> 10)
          w[index] = w[index - 16] &+ sigma0 &+ w[index - 7] &+ sigma1
        }

        var (a, b, c, d, e, f, g, h) = (
          state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
        )
        for index in 0..<64 {
          let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
          let choice = (e & f) ^ (~e & g)
          let temporary1 = h &+ sum1 &+ choice &+ k[index] &+ w[index]
          let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          h = g
          g = f
          f = e
          e = d &+ temporary1
          d = c
          c = b
          b = a
          a = temporary1 &+ sum0 &+ majority
        }
        state[0] = state[0] &+ a
        state[1] = state[1] &+ b
        state[2] = state[2] &+ c
        state[3] = state[3] &+ d
        state[4] = state[4] &+ e
        state[5] = state[5] &+ f
        state[6] = state[6] &+ g
        state[7] = state[7] &+ h
      }
    }
  }
}

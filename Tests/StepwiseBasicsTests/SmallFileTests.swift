// SmallFile: a file is read only when its size says it is small, and only if it is a file.

import Foundation
import Testing

@testable import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SmallFileTests {
  /// A new, empty folder of its own.
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("stepwise-small-file-\(UUID().uuidString)", isDirectory: true)

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A file of `size` bytes that takes no room on disk.
  func sparseFile(_ name: String, size: Int) throws -> URL {
    let url = folder.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: UInt64(size))
    return url
  }

  @Test(arguments: [0, 1, 100])
  func aFileOfAtMostTheLimitIsReadWhole(size: Int) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try sparseFile("file", size: size)
    #expect(SmallFile.read(url, atMost: 100) == .success(Data(count: size)))
  }

  @Test func aFileLargerThanTheLimitIsRefusedWithItsSize() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let small = try sparseFile("small", size: 101)
    let huge = try sparseFile("huge", size: 1 << 30)
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: huge)

    #expect(SmallFile.read(small, atMost: 100) == .failure(.tooLarge(bytes: 101)))
    #expect(SmallFile.read(huge, atMost: 100) == .failure(.tooLarge(bytes: 1 << 30)))
    // A link is followed to what it names, and that is measured.
    #expect(SmallFile.read(link, atMost: 100) == .failure(.tooLarge(bytes: 1 << 30)))
    #expect(SmallFile.megabytes(1 << 30) == "1024.0 MB")
  }

  @Test func whatIsNotAFileIsNotRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)

    // A pipe would never end, and a device of zeros neither.
    #expect(SmallFile.read(pipe, atMost: 100) == .failure(.unreadable))
    #expect(SmallFile.read(URL(fileURLWithPath: "/dev/zero"), atMost: 100) == .failure(.unreadable))
    #expect(SmallFile.read(folder, atMost: 100) == .failure(.unreadable))
    #expect(
      SmallFile.read(folder.appendingPathComponent("none"), atMost: 100) == .failure(.unreadable))
  }
}

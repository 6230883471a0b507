// Bundle.main's files: a ported app's bundled files are in its target's SwiftPM resource
// bundle beside the program, and `url(forResource:withExtension:)` finds them there, as iOS
// finds them in the app's bundle.

import HeadlessUIKit
import Testing

@Suite struct BundleResourceTests {
  /// A folder standing for a program's folder, with a SwiftPM resource bundle in it.
  static func programFolder() throws -> (bundle: Bundle, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundle-resources-\(UUID().uuidString)")
    let resources = folder.appendingPathComponent("WordScramble_WordScramble.resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try Data("silkworm\nagitator\n".utf8).write(to: resources.appendingPathComponent("start.txt"))
    try FileManager.default.createDirectory(
      at: resources.appendingPathComponent("Folder.txt"), withIntermediateDirectories: true)
    guard let bundle = Bundle(url: folder) else { throw CocoaError(.fileNoSuchFile) }
    return (bundle, folder)
  }

  @Test func aFileInTheTargetsResourceBundleIsFoundByNameAndExtension() throws {
    let (bundle, folder) = try Self.programFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = folder.appendingPathComponent("WordScramble_WordScramble.resources/start.txt")

    #expect(bundle.url(forResource: "start", withExtension: "txt")?.path == expected.path)
    #expect(bundle.path(forResource: "start", ofType: "txt") == expected.path)
    #expect(bundle.path(forResource: "start.txt", ofType: nil) == expected.path)
    #expect(bundle.url(forResource: nil, withExtension: "txt")?.path == expected.path)
    let url = try #require(bundle.url(forResource: "start", withExtension: "txt"))
    #expect(try String(contentsOf: url, encoding: .utf8) == "silkworm\nagitator\n")
  }

  @Test func aMissingFileAFolderOrAPathOutOfTheBundleIsNotFound() throws {
    let (bundle, folder) = try Self.programFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    #expect(bundle.url(forResource: "end", withExtension: "txt") == nil)
    #expect(bundle.url(forResource: "Folder", withExtension: "txt") == nil)
    #expect(bundle.path(forResource: "../start", ofType: "txt") == nil)
  }
}

// The port and the export measured on Xcode projects nobody here wrote, fetched by hand (the
// suite needs no network): STEPWISE_PUBLIC_APPS names a file listing their folders (each the
// folder holding a project's `.xcodeproj`), one a line. README's figures on public apps come
// from this test.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing

@testable import ExportKit
@testable import PortKit

/// The list's path, when the environment names one.
private let publicAppsList = ProcessInfo.processInfo.environment["STEPWISE_PUBLIC_APPS"]

@MainActor
@Suite(.enabled(if: publicAppsList != nil, "STEPWISE_PUBLIC_APPS names no list"))
struct PublicAppsTests {
  /// Each app ported, exported and ported again: the three steps succeed, the declared
  /// storyboard is the same byte for byte, `EXPORT.md` asks for nothing, and every file of its
  /// asset catalogs' sets comes back byte for byte. The reader of Interface Builder's documents
  /// is measured against the port too: the apps whose storyboard it reads wholly as the port
  /// declares it, and those where they differ (printed, scene by scene).
  @Test func eachAppCrossesToXcodeAndBackWhole() throws {
    let list = try String(contentsOfFile: try #require(publicAppsList), encoding: .utf8)
    let folders = list.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    #expect(!folders.isEmpty)
    let work = try TemporaryFolder()
    var (setFiles, sameSetFiles, readAlike, xibs, xibsAlike) = (0, 0, 0, 0, 0)
    for (index, folder) in folders.enumerated() {
      let original = try XcodeProject.read(URL(fileURLWithPath: folder))
      let first = PortedPackage(original, kit: PackageRoot.url)
      let package = work.url.appendingPathComponent("\(index)-headless")
      try first.write(to: package)
      let export = try ExportedProject.package(at: package)
      #expect(export.notes == [], "\(folder)")
      let xcode = work.url.appendingPathComponent("\(index)-xcode")
      try export.write(to: xcode)
      let again = try XcodeProject.read(xcode)
      let second = PortedPackage(again, kit: PackageRoot.url)
      let declared = { (port: PortedPackage) in
        port.files.first { $0.path.hasSuffix("/Storyboard.swift") }?.contents
      }
      #expect(declared(first) != nil && declared(first) == declared(second), "\(folder)")
      // Read from the disk, not as the port reads a project: each file in a folder named
      // `*.<kind>set` inside a `.xcassets` folder, by its path from that folder.
      let before = try Self.catalogSetFiles(under: URL(fileURLWithPath: folder))
      let after = try Self.catalogSetFiles(under: xcode)
      setFiles += before.count
      sameSetFiles += before.filter { after[$0.key] == $0.value }.count
      // The model the port reads against the declaration it writes, read back: each xib,
      // and the storyboard.
      for xib in original.xibs {
        let nib = try #require(first.files.first { $0.path.hasSuffix("/\(xib.name).xib.swift") })
        var declaration = StoryboardDeclaration(path: nib.path)
        var reader = StoryboardReader()
        let read = try reader.nib(named: xib.name, from: xib.data)
        if read == (try declaration.readNib(nib.contents)) { xibsAlike += 1 }
        xibs += 1
      }
      guard let storyboard = original.storyboard, let text = declared(first) else { continue }
      var reader = StoryboardReader()
      let read = try reader.storyboard(named: storyboard.name, from: storyboard.data)
      var declaration = StoryboardDeclaration(path: "Storyboard.swift")
      let port = try declaration.read(text)
      let differing = zip(read.scenes, port.scenes).filter {
        $0.withSeguesSorted != $1.withSeguesSorted
      }
      if read.scenes.map(\.identifier) == port.scenes.map(\.identifier), differing.isEmpty {
        readAlike += 1
      } else {
        print("\(folder): the declaration drops of", differing.map(\.0.identifier))
      }
    }
    #expect(sameSetFiles == setFiles)
    print(
      "\(folders.count) apps: \(sameSetFiles) of \(setFiles) files of their asset catalogs' "
        + "sets back byte for byte; the declarations the port writes read back as the model it "
        + "read for \(readAlike) storyboards whole, and \(xibsAlike) of \(xibs) xibs")
  }

  /// The files of the sets of every asset catalog under a folder, by path from their set's
  /// folder (`AppIcon.appiconset/Icon.png`); of two of one path, the first in path order.
  static func catalogSetFiles(under folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
    for path in paths.sorted() {
      let parts = path.split(separator: "/")
      guard parts.contains(where: { $0.hasSuffix(".xcassets") }),
        let set = parts.lastIndex(where: { $0.hasSuffix("set") && $0.contains(".") }),
        set < parts.count - 1
      else { continue }
      let url = folder.appendingPathComponent(path)
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
        continue
      }
      let inside = parts[set...].joined(separator: "/")
      if files[inside] == nil { files[inside] = try Data(contentsOf: url) }
    }
    return files
  }
}

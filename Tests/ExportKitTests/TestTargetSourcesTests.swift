// Each exported test target compiles its own Swift files: its Sources phase lists every file
// of its group (an empty phase went through every other export test).

import Foundation
import Testing

@MainActor
@Suite struct TestTargetSourcesTests {
  @Test func eachTestTargetsSourcesPhaseCompilesEveryFileOfItsGroup() throws {
    let export = try TestTargetExportTests.exportWithTests()
    let objects = try TestTargetExportTests.objects(of: export)
    for name in ["ChecklistsTests", "ChecklistsUITests"] {
      let target = try #require(
        objects.values.first {
          $0["isa"] as? String == "PBXNativeTarget" && $0["name"] as? String == name
        })
      let phases = try #require(target["buildPhases"] as? [String]).compactMap { objects[$0] }
      let sources = try #require(
        phases.first { $0["isa"] as? String == "PBXSourcesBuildPhase" }, "\(name)")
      let compiled = try #require(sources["files"] as? [String]).compactMap { buildFile in
        (objects[buildFile]?["fileRef"] as? String).flatMap { objects[$0]?["path"] as? String }
      }
      let group = try #require(
        objects.values.first {
          $0["isa"] as? String == "PBXGroup" && $0["path"] as? String == name
        })
      let files = try #require(group["children"] as? [String]).compactMap {
        objects[$0]?["path"] as? String
      }
      #expect(!compiled.isEmpty, "\(name) compiles nothing")
      #expect(compiled.sorted() == files.filter { $0.hasSuffix(".swift") }.sorted(), "\(name)")
    }
  }
}

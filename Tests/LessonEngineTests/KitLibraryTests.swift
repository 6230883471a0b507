// The objects no replay writes, linked once into a shared library.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine

/// The objects no replay writes, linked once into a library that a replayed link reads.
@Suite struct KitLibraryTests {
  static let scratch = URL(fileURLWithPath: "/course/.build")
  static let objects = "/course/.build/x86_64-unknown-linux-gnu/debug"
  static let link = [
    "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-pie", "-Xlinker", "--build-id",
    "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o",
    "\(objects)/Checklists.build/AppDelegate.swift.o",
    "\(objects)/HeadlessUIKit.build/UIView.swift.o",
    "\(objects)/AppProgram.build/ApplicationMain.swift.o",
    "@\(objects)/AppProgram.build/Checklists.autolink", "-L", "/opt/swift/usr/lib/swift/linux",
    "-lswiftCore", "-Xlinker", "--defsym", "-Xlinker", "main=Checklists_main", "-Xlinker",
    "-rpath=$ORIGIN", "-o", "\(objects)/Checklists",
  ]
  static let written: Set = ["\(objects)/Checklists.build/AppDelegate.swift.o"]

  @Test func theLibraryIsTheLinkAsASharedObjectOfTheObjectsNoReplayWrites() throws {
    let plan = try #require(KitLibrary.plan(Self.link, Self.written, Self.scratch))
    #expect(
      plan.job == [
        "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-shared", "-Xlinker", "--build-id",
        "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o",
        "\(Self.objects)/HeadlessUIKit.build/UIView.swift.o",
        "\(Self.objects)/AppProgram.build/ApplicationMain.swift.o",
        "@\(Self.objects)/AppProgram.build/Checklists.autolink", "-L",
        "/opt/swift/usr/lib/swift/linux", "-lswiftCore", "-Xlinker", "-rpath=$ORIGIN", "-o",
      ])
    // The program: the learner's object, the toolchain's, and the library where the kit's
    // objects began; its entry point and output as they were.
    #expect(
      plan.link("/course/.build/stepwise-replays/kit-1.so") == [
        "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-pie", "-Xlinker", "--build-id",
        "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o",
        "\(Self.objects)/Checklists.build/AppDelegate.swift.o",
        "/course/.build/stepwise-replays/kit-1.so",
        "@\(Self.objects)/AppProgram.build/Checklists.autolink", "-L",
        "/opt/swift/usr/lib/swift/linux", "-lswiftCore", "-Xlinker", "--defsym", "-Xlinker",
        "main=Checklists_main", "-Xlinker", "-rpath=$ORIGIN", "-o", "\(Self.objects)/Checklists",
      ])
  }

  @Test func aLinkOfOnlyWrittenObjectsOrAnotherLinkerHasNoLibrary() {
    let everything = Set(Self.link.filter { $0.hasSuffix(".o") })
    #expect(KitLibrary.plan(Self.link, everything, Self.scratch) == nil)
    #expect(KitLibrary.isLink(Self.link))
    #expect(!KitLibrary.isLink(Self.link.filter { $0 != "-pie" }))
    #expect(!KitLibrary.isLink(["/usr/bin/ld"] + Self.link.dropFirst()))
  }

  /// The library is named after its objects as they are: an object compiled again is a new
  /// library.
  @Test func anObjectChangedNamesAnotherLibrary() throws {
    let folder = try TemporaryFolder()
    try folder.write("one", to: "Kit.build/a.swift.o")
    try folder.write("app", to: "App.build/main.swift.o")
    let link = [
      "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-pie",
      folder.url.appendingPathComponent("App.build/main.swift.o").path,
      folder.url.appendingPathComponent("Kit.build/a.swift.o").path, "-o", "app",
    ]
    let written: Set<String> = [link[3]]
    let before = try #require(KitLibrary.plan(link, written, folder.url)).key
    #expect(try #require(KitLibrary.plan(link, written, folder.url)).key == before)
    try folder.write("two, longer", to: "Kit.build/a.swift.o")
    #expect(try #require(KitLibrary.plan(link, written, folder.url)).key != before)
  }

  /// The build folder keeps the newest libraries only, the one just made among them, and no
  /// library a killed maker left half made.
  @Test func onlyTheNewestLibrariesAreKept() throws {
    let folder = try TemporaryFolder()
    for index in 0..<6 {
      try folder.write("\(index)", to: "kit-\(index).so")
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: Double(index) * 60 - 3_600)],
        ofItemAtPath: folder.url.appendingPathComponent("kit-\(index).so").path)
    }
    try folder.write("kept", to: "other.json")
    // Half made: by a maker killed an hour ago, and by one at work now.
    try folder.write("half", to: ".kit-9.so.killed")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)],
      ofItemAtPath: folder.url.appendingPathComponent(".kit-9.so.killed").path)
    try folder.write("half", to: ".kit-9.so.working")
    KitLibrary.prune(folder.url, keeping: folder.url.appendingPathComponent("kit-0.so"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(
      names
        == ["kit-0.so", "kit-4.so", "kit-5.so", "kit-3.so", "other.json", ".kit-9.so.working"]
        .sorted())
  }
}

extension ReplayedBuildTests {
  /// A replayed link reads the library made from what SwiftPM compiled (the `Words` module)
  /// once, when the plan was remembered; the program runs as linked by SwiftPM.
  @Test func aReplayedLinkReadsTheUnchangedObjectsFromALibraryMadeOnce() throws {
    #if os(Linux)
      let tiny = try Tiny()
      try tiny.swiftPMBuild()
      let record = try #require(
        KeptJSON<ReplayedBuild.Record>(file: tiny.replay.recordFile).read())
      let link = try #require(record.commands.first { $0.arguments.contains("-emit-executable") })
      let job = try #require(link.jobs?.last)
      let library = try #require(
        job.first { $0.hasSuffix(".so") && $0.contains("/kit-") }, "\(job)")
      #expect(!job.contains { $0.hasSuffix("/Words.build/Words.swift.o") }, "\(job)")
      #expect(job.contains { $0.hasSuffix("/Tiny.build/main.swift.o") }, "\(job)")
      #expect(record.stamps[library] == FileStamp(path: library))

      try tiny.say("two")
      let build = try tiny.build()
      #expect(!build.bySwiftPM && build.outcome.status == 0, "\(build.outcome.output)")
      #expect(try tiny.runApp() == "hello two\n")
      let program = try Data(contentsOf: tiny.scratch.appendingPathComponent("debug/Tiny"))
      #expect(program.range(of: Data(library.utf8)) != nil)
    #endif
  }

  /// Linked whole, as SwiftPM links (for the benchmark's side by side), no library is made.
  @Test func aReplayLinkingWholeMakesNoLibrary() throws {
    let tiny = try Tiny()
    tiny.linksKitOnce = false
    try tiny.swiftPMBuild()
    let record = try #require(
      KeptJSON<ReplayedBuild.Record>(file: tiny.replay.recordFile).read())
    let link = try #require(record.commands.first { $0.arguments.contains("-emit-executable") })
    #expect(link.jobs?.last?.contains { $0.hasSuffix("/Words.build/Words.swift.o") } == true)
    let replays = tiny.replay.recordFile.deletingLastPathComponent().path
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: replays).allSatisfy {
        !$0.hasPrefix("kit-")
      })
  }

  /// A library gone (removed by hand, or pruned) hands the next build to SwiftPM, whose plan
  /// is remembered with a library made again.
  @Test func aLibraryGoneHandsTheBuildBackToSwiftPM() throws {
    #if os(Linux)
      let tiny = try Tiny()
      try tiny.swiftPMBuild()
      let replays = tiny.replay.recordFile.deletingLastPathComponent()
      let libraries = try FileManager.default.contentsOfDirectory(atPath: replays.path)
        .filter { $0.hasPrefix("kit-") }
      try #require(libraries.count == 1)
      try FileManager.default.removeItem(at: replays.appendingPathComponent(libraries[0]))
      try tiny.say("three")
      let build = try tiny.build()
      #expect(build.bySwiftPM && build.outcome.status == 0, "\(build.outcome.output)")
      #expect(try tiny.runApp() == "hello three\n")
      #expect(
        FileManager.default.fileExists(atPath: replays.appendingPathComponent(libraries[0]).path))
      try tiny.say("four")
      let replayed = try tiny.build()
      #expect(!replayed.bySwiftPM && replayed.outcome.status == 0, "\(replayed.outcome.output)")
      #expect(try tiny.runApp() == "hello four\n")
    #endif
  }
}

// SwiftPM's plan of a build read, and the driver's jobs for a link or a wrap read as a shell
// would read them: what a replayed build runs.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct BuildPlanTests {
  /// A plan of the shape SwiftPM writes: an app module read from the learner's folder, its
  /// list of sources, its module wrapped, the link, and a library the app links, which reads
  /// nothing of the learner's.
  static let plan = """
    client:
      name: basic
      file-system: device-agnostic
    tools: {}
    targets:
      "main": ["<App-x86_64-unknown-linux-gnu-debug.exe>"]
      "test": ["<App-x86_64-unknown-linux-gnu-debug.exe>","<AppTests-x86_64-unknown-linux-gnu-debug.test>"]
    default: "main"
    nodes:
      "/learner/Sources/App/":
        is-directory-structure: true
    commands:
      "/build/App.build/sources":
        tool: write-auxiliary-file
        inputs: ["<sources-file-list>","/learner/Sources/App/main.swift"]
        outputs: ["/build/App.build/sources"]
        description: "Write auxiliary file /build/App.build/sources"

      "<App-x86_64-unknown-linux-gnu-debug.exe>":
        tool: phony
        inputs: ["/build/App"]
        outputs: ["<App-x86_64-unknown-linux-gnu-debug.exe>"]

      "C.App-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/build/App.build/main.swift.o","/build/App.build/App.swiftmodule.o","/build/Kit.build/Kit.swift.o"]
        outputs: ["/build/App"]
        description: "Linking /build/App"
        args: ["/usr/bin/swiftc","-o","/build/App","/build/App.build/main.swift.o","/build/App.build/App.swiftmodule.o","/build/Kit.build/Kit.swift.o"]

      "C.App-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/learner/Sources/App/main.swift","/build/Modules/Kit.swiftmodule","/build/App.build/sources"]
        outputs: ["/build/App.build/main.swift.o","/build/Modules/App.swiftmodule"]
        description: "Compiling Swift Module 'App' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","App","-parseable-output","@/build/App.build/sources"]

      "/build/App.build/App.swiftmodule.o":
        tool: shell
        inputs: ["/build/Modules/App.swiftmodule"]
        outputs: ["/build/App.build/App.swiftmodule.o"]
        args: ["/usr/bin/swiftc","-modulewrap","/build/Modules/App.swiftmodule"]

      "C.App-tool-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/learner/Sources/App/main.swift"]
        outputs: ["/build/App-tool"]
        args: ["/usr/bin/swiftc","-o","/build/App-tool"]

      "<AppTests-x86_64-unknown-linux-gnu-debug.test>":
        tool: phony
        inputs: ["/build/AppTests.xctest"]
        outputs: ["<AppTests-x86_64-unknown-linux-gnu-debug.test>"]

      "C.AppTests-x86_64-unknown-linux-gnu-debug.test":
        tool: shell
        inputs: ["/build/AppTests.build/AppTests.swift.o","/build/found.swift.o"]
        outputs: ["/build/AppTests.xctest"]
        args: ["/usr/bin/swiftc","-o","/build/AppTests.xctest"]

      "C.AppTests-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/learner/Tests/AppTests/AppTests.swift","/build/Modules/App.swiftmodule"]
        outputs: ["/build/AppTests.build/AppTests.swift.o"]
        args: ["/usr/bin/swiftc","-module-name","AppTests"]

      "/build/found.swift":
        tool: test-discovery-tool
        inputs: ["/build/AppTests.build/AppTests.swift.o"]
        outputs: ["/build/found.swift"]

      "C.Found-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/build/found.swift"]
        outputs: ["/build/found.swift.o"]
        args: ["/usr/bin/swiftc","-module-name","Found"]

      "C.Kit-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/course/Sources/Kit/Kit.swift"]
        outputs: ["/build/Kit.build/Kit.swift.o","/build/Modules/Kit.swiftmodule"]
        args: ["/usr/bin/swiftc","-module-name","Kit","/course/Sources/Kit/Kit.swift"]

      "C.Other-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/learner/Sources/App/main.swift"]
        outputs: ["/build/Other.swiftmodule"]
        args: ["/usr/bin/swiftc","-module-name","Other"]

    """

  @Test func theCommandsReadingTheFolderRunInOrderAndEverythingElseIsStamped() throws {
    let plan = try BuildPlan(text: Self.plan)
    let replay = try plan.commands(replaying: "/learner/Sources/App/", for: .product("App"))
    #expect(
      replay.commands.map(\.arguments) == [
        ["/usr/bin/swiftc", "-module-name", "App", "@/build/App.build/sources"],
        ["/usr/bin/swiftc", "-modulewrap", "/build/Modules/App.swiftmodule"],
        [
          "/usr/bin/swiftc", "-o", "/build/App", "/build/App.build/main.swift.o",
          "/build/App.build/App.swiftmodule.o", "/build/Kit.build/Kit.swift.o",
        ],
      ])
    // The kit's source and what its command wrote; never the learner's files, nor what the
    // replayed commands write, nor a command the product does not need (another module, an
    // executable whose name begins with the product's).
    #expect(
      replay.unchanged == [
        "/build/Kit.build/Kit.swift.o", "/build/Modules/Kit.swiftmodule",
        "/course/Sources/Kit/Kit.swift",
      ])
  }

  /// Everything `--build-tests` builds: the app, then the tests that import it, the tests
  /// found in them (SwiftPM's own tool, not replayed: the tests' files are stamped) and their
  /// program.
  @Test func theTestsGoalReplaysTheAppAndTheTestsButNotTheDiscoveryOfTests() throws {
    let plan = try BuildPlan(text: Self.plan)
    let replay = try plan.commands(replaying: "/learner/Sources/App/", for: .tests)
    #expect(
      replay.commands.map { $0.arguments[1...2].joined(separator: " ") } == [
        "-module-name App", "-modulewrap /build/Modules/App.swiftmodule", "-o /build/App",
        "-module-name AppTests", "-module-name Found", "-o /build/AppTests.xctest",
      ])
    #expect(
      replay.unchanged == [
        "/build/Kit.build/Kit.swift.o", "/build/Modules/Kit.swiftmodule",
        "/course/Sources/Kit/Kit.swift", "/learner/Tests/AppTests/AppTests.swift",
      ])
  }

  @Test(arguments: [
    ("a product the plan does not link", "Missing", "/learner/Sources/App/"),
    ("a product built from another folder", "App", "/elsewhere/"),
  ])
  func aPlanThatCannotBeReplayedSaysWhy(_ why: String, product: String, folder: String) throws {
    let plan = try BuildPlan(text: Self.plan)
    #expect(throws: BuildPlan.Unreadable.self, "\(why)") {
      try plan.commands(replaying: folder, for: .product(product))
    }
  }

  @Test func aCommandOfAToolNotReplayedMeansSwiftPMBuilds() throws {
    let text = Self.plan.replacingOccurrences(
      of: """
          "C.App-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
        """,
      with: """
          "C.App-x86_64-unknown-linux-gnu-debug.module":
            tool: swift-compiler
        """)
    #expect(text != Self.plan)
    let plan = try BuildPlan(text: text)
    #expect(throws: BuildPlan.Unreadable.self) {
      try plan.commands(replaying: "/learner/Sources/App/", for: .product("App"))
    }
  }

  @Test(arguments: [
    "commands:\n    tool: shell\n",
    "commands:\n  \"C.App\":\n    inputs: [\"unclosed\"\n",
    "commands:\n  \"C.App\":\n    args: [1, 2]\n",
    "commands:\n  a line SwiftPM never writes\n",
  ])
  func aDamagedPlanIsRefused(_ text: String) {
    #expect(throws: BuildPlan.Unreadable.self) { try BuildPlan(text: text) }
  }
}

/// A line of `swiftc -###` read as the shell would read it, or refused when a shell would
/// do more than split and unquote it.
@Suite struct DriverJobsTests {
  @Test(arguments: [
    (
      "/opt/swift/usr/bin/clang -pie -o /b/App",
      ["/opt/swift/usr/bin/clang", "-pie", "-o", "/b/App"]
    ),
    ("clang  '-rpath=$ORIGIN' -x", ["clang", "-rpath=$ORIGIN", "-x"]),
    ("ld '/a b/Grüße ✓ é.swift.o' c", ["ld", "/a b/Grüße ✓ é.swift.o", "c"]),
    ("ld '/it'\\''s.o'", ["ld", "/it's.o"]),
    ("ld a\\ b a#b ''", ["ld", "a b", "a#b", ""]),
  ])
  func aLineIsSplitAndUnquotedAsAShellWould(_ line: String, words: [String]) {
    #expect(DriverJobs.words(of: line[...]) == words)
  }

  @Test(arguments: [
    "ld $HOME/x", "ld a;b", "ld \"a\"", "ld 'open", "ld ~/x", "ld #x", "ld a*", "ld `x`",
    "ld a\\",
  ])
  func aLineAShellWouldExpandIsRefused(_ line: String) {
    #expect(DriverJobs.words(of: line[...]) == nil)
  }

  @Test func onlyALinkOrAWrapIsExpanded() {
    #expect(DriverJobs.isExpandable(["/s/swiftc", "-o", "/b/App", "-emit-executable"]))
    #expect(DriverJobs.isExpandable(["/s/swiftc", "-modulewrap", "/b/App.swiftmodule"]))
    #expect(!DriverJobs.isExpandable(["/s/swiftc", "-module-name", "App", "-incremental", "-c"]))
    #expect(!DriverJobs.isExpandable(["/s/clang", "-o", "/b/App", "-emit-executable"]))
  }
}

// Projects made to break the port: deep or huge storyboards, sources that are not UTF-8,
// links out of the project, names that would end a string, a disk that fills mid-port.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing
import XcodeFormats

@testable import PortKit

@Suite struct HostileProjectTests {
  /// A project folder with an app target named `name`, an app delegate and these files.
  func project(
    named name: String = "App", files: [String: Data] = [:]
  ) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      XcodeProjectTests.pbxproj(
        target: name,
        settings: ["PRODUCT_NAME": "$(TARGET_NAME)", "GENERATE_INFOPLIST_FILE": "YES"]),
      to: "\(name).xcodeproj/project.pbxproj")
    try folder.write(
      "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      to: "App/AppDelegate.swift")
    for (path, data) in files {
      let url = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    return folder
  }

  /// A storyboard whose one scene holds `labels` labels, or views nested `depth` deep.
  static func storyboard(labels: Int = 0, depth: Int = 0) -> Data {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="c1"><scenes><scene sceneID="s1">\
      <objects><viewController id="c1" sceneMemberID="viewController">\
      <view key="view" id="v1"><subviews>

      """
    for index in 0..<labels {
      text += "<label text=\"Label \(index)\" id=\"l\(index)\"><rect key=\"frame\" x=\"0\" "
      text += "y=\"0\" width=\"10\" height=\"10\"/></label>\n"
    }
    text += String(repeating: "<view id=\"d\">", count: depth)
    text += String(repeating: "</view>", count: depth)
    text += "</subviews></view></viewController></objects></scene></scenes></document>\n"
    return Data(text.utf8)
  }

  // MARK: - F5: deep trees

  @Test func aStoryboardNestedTenThousandDeepIsRefusedClearlyNotACrash() {
    let result = XMLElementNode.parse(Self.storyboard(depth: 10_000))

    guard case .failure(let error) = result else {
      Issue.record("a 10,000-deep document was read")
      return
    }
    #expect(error.message.hasPrefix("elements nested more than 256 deep"))
    #expect(error.line == 3)
  }

  @Test func aDeepTreeIsWalkedAndFreedWithoutOneCallPerLevel() {
    // Each level of recursion takes stack: 200,000 levels overflow any thread's stack.
    var root: XMLElementNode? = XMLElementNode(name: "document", attributes: [:], line: 1)
    var current = root
    for level in 0..<200_000 {
      let child = XMLElementNode(name: "view", attributes: [:], line: level + 2)
      current?.append(child)
      current = child
    }
    current = nil

    #expect(root?.descendants.count == 200_001)
    #expect(root?.descendants.last?.line == 200_001)
    root = nil
  }

  // MARK: - F12: large input

  @Test func aValidStoryboardLargerThanTenMegabytesIsRead() throws {
    let data = Self.storyboard(labels: 100_000)
    #expect(data.count > 10_000_000)

    let root = try XMLElementNode.parse(data).get()

    #expect(root.descendants.filter { $0.name == "label" }.count == 100_000)
    // And declared whole, through the model: 100,000 labels in one row.
    var translator = StoryboardTranslator(
      path: "Main.storyboard", name: "Main", data: data, project: SwiftProject(files: []))
    let translated = translator.translate()
    let text = try #require(translated)
    #expect(text.components(separatedBy: ".label(\"Label ").count - 1 == 100_000)
    #expect(translator.report.untranslated.isEmpty, "\(translator.report.untranslated.prefix(3))")
  }

  @Test func aStoryboardLargerThanAnyRealOneIsLeftOutWithoutBeingRead() throws {
    let folder = try project(
      files: ["App/Base.lproj/Main.storyboard": Data()])
    let url = folder.url.appendingPathComponent("App/Base.lproj/Main.storyboard")
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(XcodeProject.maximumStoryboardBytes + 1))
    try handle.close()

    let project = try XcodeProject.read(folder.url)

    #expect(project.storyboard == nil)
    #expect(
      project.leftOut.map(\.note) == [
        "left out: 33 MB is more than 32 MB, larger than any such file of an app"
      ])
  }

  @Test func theBytesReadFromAProjectAreBoundedInAll() throws {
    let count = XcodeProject.maximumProjectBytes / XcodeProject.maximumFileBytes + 1
    let folder = try project()
    for index in 0..<count {
      let url = folder.url.appendingPathComponent("App/Big\(index).swift")
      #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: UInt64(XcodeProject.maximumFileBytes))
      try handle.close()
    }

    let project = try XcodeProject.read(folder.url)

    #expect(project.swiftFiles.map(\.path) == ["App/AppDelegate.swift"])
    // The others hold NUL bytes: not text. The project file and the app delegate took a few
    // bytes, so the last two do not fit in what is left.
    #expect(project.leftOut.count == count)
    #expect(
      project.leftOut.filter {
        $0.note.hasPrefix("left out: with it the files read would pass 256 MB")
      }
      .count == 2)
  }

  // MARK: - F6: sources that are not UTF-8

  @Test func sourcesInOtherEncodingsAreTranscodedAndTextlessOnesRefusedNeverEmptied() throws {
    var utf16 = Data([0xFF, 0xFE])
    utf16.append("let greeting = \"Grüße\"\n".data(using: .utf16LittleEndian)!)
    let latin1 = "let café = \"Crème brûlée\" // ©\n".data(using: .isoLatin1)!
    let windows = Data("let quote = ".utf8) + Data([0x93, 0x68, 0x69, 0x94, 0x0A])
    let binary = Data([0x6C, 0x65, 0x74, 0x00, 0x78, 0x00, 0xFF])
    let folder = try project(files: [
      "App/Greeting.swift": utf16, "App/Cafe.swift": latin1, "App/Quote.swift": windows,
      "App/Binary.swift": binary,
    ])

    let project = try XcodeProject.read(folder.url)
    let port = PortedPackage(project, kit: PackageRoot.url)
    let texts = Dictionary(uniqueKeysWithValues: project.swiftFiles.map { ($0.path, $0.text) })

    #expect(texts["App/Greeting.swift"] == "let greeting = \"Grüße\"\n")
    #expect(texts["App/Cafe.swift"] == "let café = \"Crème brûlée\" // ©\n")
    #expect(texts["App/Quote.swift"] == "let quote = \u{201C}hi\u{201D}\n")
    #expect(texts["App/Binary.swift"] == nil)
    #expect(port.portedSwiftFiles == 4, "the refused file is not counted")
    #expect(!port.files.contains { $0.path.hasSuffix("Binary.swift") })
    #expect(!port.files.contains { $0.contents.isEmpty })
    let report = port.report.markdown
    #expect(
      report.contains(
        "`App/Greeting.swift`: read as UTF-16 and written as UTF-8, as Swift reads it"))
    #expect(
      report.contains("`App/Quote.swift`: read as Windows-1252 (Latin-1) and written as UTF-8"))
    #expect(report.contains("`App/Binary.swift`: not ported: it holds NUL bytes"))
    #expect(port.files.last?.contents.contains("`App/Binary.swift`: not ported") == true)
  }

  // MARK: - F7: links out of the project

  @Test func aLinkLeadingOutOfTheProjectIsNeverRead() throws {
    let outside = try TemporaryFolder()
    try outside.write("let secret = \"outside\"\n", to: "Secret.swift")
    let folder = try project(files: ["Shared/Inside.swift": Data("let inside = 1\n".utf8)])
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Secret.swift").path,
      withDestinationPath: outside.url.appendingPathComponent("Secret.swift").path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Inside.swift").path,
      withDestinationPath: "../Shared/Inside.swift")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Elsewhere").path,
      withDestinationPath: outside.url.path)

    let project = try XcodeProject.read(folder.url)
    let port = PortedPackage(project, kit: PackageRoot.url)

    #expect(
      project.swiftFiles.map(\.path) == [
        "App/AppDelegate.swift", "App/Inside.swift", "Shared/Inside.swift",
      ])
    #expect(!port.files.contains { $0.contents.contains("let secret") })
    #expect(
      project.leftOut.map(\.path) == ["App/Elsewhere", "App/Secret.swift"])
    #expect(
      port.report.text.contains(
        "App/Secret.swift: left out: a link to \(outside.url.path)/Secret.swift, outside the "
          + "project; the port reads nothing outside the project folder"))
  }

  /// A project named through a link to its folder (a shortcut to it) is the folder it leads
  /// to: the port reads the same files as through the folder's own path. Before, it read
  /// none and wrote an empty package.
  @Test func aProjectNamedThroughALinkToItsFolderIsPortedWhole() throws {
    let links = try TemporaryFolder()
    let link = links.url.appendingPathComponent("Todos")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Fixtures.url("Todos"))

    let direct = try XcodeProject.read(Fixtures.url("Todos"))
    let linked = try XcodeProject.read(link)

    #expect(!direct.swiftFiles.isEmpty)
    #expect(linked.swiftFiles.map(\.path) == direct.swiftFiles.map(\.path))
    #expect(linked.leftOut.map(\.path) == direct.leftOut.map(\.path))
  }

  /// A folder of two projects is ported from the first by name, and the other is listed as
  /// left out, with how to port it.
  @Test func aSecondProjectInTheFolderIsListedAsLeftOut() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("Todos")
    try FileManager.default.copyItem(at: Fixtures.url("Todos"), to: copy)
    try FileManager.default.copyItem(
      at: copy.appendingPathComponent("Todos.xcodeproj"),
      to: copy.appendingPathComponent("Other.xcodeproj"))

    let project = try XcodeProject.read(copy)

    #expect(project.name == "Other")
    #expect(
      project.leftOut.contains {
        $0.path == "Todos.xcodeproj"
          && $0.note
            == "another project in the folder: the port reads Other.xcodeproj, the first by "
            + "name; to port this one, copy it to a folder of its own"
      }, "\(project.leftOut)")
  }

  /// An Info.plist the project names but lacks, or none at all where Xcode makes none, is
  /// in the report: the app is ported without its keys. A project whose Info.plist Xcode
  /// makes from its build settings has none to miss.
  @Test(arguments: [
    (["INFOPLIST_FILE": "App/Info.plist"], "App/Info.plist"),
    (["INFOPLIST_FILE": "../Outside.plist"], "../Outside.plist"),
    ([:], "Info.plist"),
    (["GENERATE_INFOPLIST_FILE": "YES"], nil),
  ])
  func anInfoPlistThatIsNotThereIsReported(settings: [String: String], missing: String?) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      XcodeProjectTests.pbxproj(target: "App", settings: settings),
      to: "App.xcodeproj/project.pbxproj")
    try folder.write(
      "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      to: "App/AppDelegate.swift")

    let project = try XcodeProject.read(folder.url)

    #expect(project.infoPlist.isEmpty)
    #expect(project.leftOut.map(\.path) == (missing.map { [$0] } ?? []))
    #expect(
      project.leftOut.allSatisfy {
        $0.note.hasSuffix(
          "the app is ported without its keys (its main storyboard, its scene delegate)")
      })
  }

  /// A data model whose `contents` is a link out of the project (here to a device that never
  /// ends) is left out like any link, and the model is reported unreadable, never opened.
  @Test func aModelsContentsLinkedOutOfTheProjectIsNeverRead() throws {
    let folder = try project(files: [
      "App/Model.xcdatamodeld/.xccurrentversion": try PropertyListSerialization.data(
        fromPropertyList: ["_XCCurrentVersionName": "Model.xcdatamodel"], format: .xml,
        options: 0)
    ])
    let version = folder.url.appendingPathComponent("App/Model.xcdatamodeld/Model.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: version.appendingPathComponent("contents").path, withDestinationPath: "/dev/zero")

    let project = try XcodeProject.read(folder.url)
    let model = try #require(project.dataModels.first)
    #expect(model.files.map(\.path) == [".xccurrentversion"])
    #expect(throws: DataModel.ReadError.self) { try model.model.get() }
    let port = PortedPackage(project, kit: PackageRoot.url)
    #expect(
      port.report.text.contains(
        "App/Model.xcdatamodeld/Model.xcdatamodel/contents: left out: a link to /dev/zero, "
          + "outside the project"), "\(port.report.text)")
    #expect(
      port.report.text.contains(
        "App/Model.xcdatamodeld: the model cannot be read (Model.xcdatamodeld/.xccurrentversion "
          + "names Model.xcdatamodel, which is not in the folder)"), "\(port.report.text)")
  }

  /// A file of a model that is not text (Xcode 3 kept binary ones) is left out and named,
  /// not copied garbled.
  @Test func aModelFileThatIsNotTextIsLeftOutNotGarbled() throws {
    let folder = try project(files: [
      "App/Old.xcdatamodeld/Old.xcdatamodel/contents": Data(
        #"<model type="com.apple.IDECoreDataModeler.DataModel"/>"#.utf8),
      "App/Old.xcdatamodeld/Old.xcdatamodel/layout": Data([0xFF, 0xFE, 0x00, 0xC3]),
    ])
    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    #expect(!port.files.contains { $0.path.hasSuffix("/layout") })
    #expect(
      port.report.text.contains(
        "App/Old.xcdatamodeld/Old.xcdatamodel/layout: left out: not text"), "\(port.report.text)")
  }

  // MARK: - F12: names and writing

  @Test func aNameWithALineBreakOrAQuoteCannotBreakPackageSwift() throws {
    let name = "Evil\nlet injected = 1 \""
    let folder = try project(named: name)
    let kit = URL(fileURLWithPath: "/tmp/course \"quoted\"\\folder")

    let port = PortedPackage(try XcodeProject.read(folder.url), kit: kit)
    let manifest = try #require(port.files.first { $0.path == "Package.swift" }?.contents)

    #expect(!manifest.split(separator: "\n").contains { $0.hasPrefix("let injected") })
    #expect(manifest.contains("// Evil let injected = 1 \", ported from its Xcode project"))
    #expect(
      manifest.contains(#".package(path: "/tmp/course \"quoted\"\\folder")"#))
    #expect(manifest.contains(#"package: "course \"quoted\"\\folder")"#))
  }

  /// SwiftPM writes a source file's name unescaped into the JSON of its output file map, so a
  /// Swift file named `".swift` (a slip in Xcode's rename field) stops every build.
  /// A Swift file may end anywhere, as a file cut short by a full disk does: inside a string
  /// right after a backslash, a comment or an interpolation. The port reads it, and keeps it.
  @Test(arguments: [#"let s = "ends in a backslash\"#, "/* never closed", #"let s = "\(open"#])
  func aSwiftFileCutShortAnywhereIsPortedNotACrash(ending: String) throws {
    let text = "import UIKit\n\nclass ListViewController: UIViewController {}\n" + ending
    let folder = try project(files: ["App/List.swift": Data(text.utf8)])

    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)

    let ported = try #require(port.files.first { $0.path == "Sources/App/List.swift" })
    #expect(ported.contents.hasSuffix(ending), "\(ported.contents)")
  }

  @Test func aSwiftFileWhoseNameHoldsAQuoteIsRenamedAndTheReportSaysSo() throws {
    let folder = try project(files: [
      "App/\".swift": Data("class ListViewController {}\n".utf8),
      "App/_.swift": Data("class Other {}\n".utf8),
    ])

    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    let paths = port.files.map(\.path).filter { $0.hasPrefix("Sources/App/") }

    #expect(paths.allSatisfy { !$0.contains("\"") }, "\(paths)")
    #expect(
      port.files.first { $0.path == "Sources/App/__.swift" }?.contents
        == "class ListViewController {}\n")
    #expect(
      port.files.first { $0.path == "Sources/App/_.swift" }?.contents == "class Other {}\n")
    #expect(
      port.report.text.contains(
        "App/\".swift: renamed __.swift: SwiftPM cannot build a Swift file whose name holds a "
          + "quote, a backslash or a control character"), "\(port.report.text)")
  }

  @Test func anAppsOwnStoryboardSwiftIsKeptAndTheReportNamesTheDeclarationsFile() throws {
    let folder = try project(files: [
      "App/Base.lproj/Main.storyboard": Self.storyboard(labels: 1),
      "App/Storyboard.swift": Data("enum Storyboard {}\n".utf8),
    ])

    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)

    #expect(
      port.files.first { $0.path == "Sources/App/Storyboard.swift" }?.contents
        == "enum Storyboard {}\n")
    let declared = port.files.first { $0.path == "Sources/App/PortedStoryboard.swift" }
    #expect(declared?.contents.contains("static func makeMain() -> UIStoryboard") == true)
    let report = port.report.markdown
    #expect(report.contains("PortedStoryboard.swift connects the outlets"), "\(report)")
    #expect(!report.contains(" Storyboard.swift connects"), "\(report)")
    #expect(
      report.contains(
        "App/Base.lproj/Main.storyboard`: declared in Swift in PortedStoryboard.swift: the app "
          + "has a Storyboard.swift of its own"), "\(report)")
  }

  /// A named pipe where a Swift file or a storyboard would be, and a link to one: left out
  /// and said so, never opened (which would wait for a writer forever).
  @Test func aNamedPipeInTheProjectIsLeftOutWithWhyAndNeverOpened() throws {
    let folder = try project()
    #expect(mkfifo(folder.url.appendingPathComponent("App/Pipe.swift").path, 0o644) == 0)
    #expect(mkfifo(folder.url.appendingPathComponent("App/Other.storyboard").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/Linked.swift").path,
      withDestinationPath: "Pipe.swift")

    let read = try XcodeProject.read(folder.url)

    #expect(
      read.leftOut.map(\.path).sorted() == [
        "App/Linked.swift", "App/Other.storyboard", "App/Pipe.swift",
      ])
    #expect(read.leftOut.allSatisfy { $0.note == XcodeProject.notAFileNote })
    #expect(read.swiftFiles.map(\.path) == ["App/AppDelegate.swift"])
  }

  @Test func aDiskThatFillsMidPortLeavesNothingAndTheRetryWorks() throws {
    let folder = try project()
    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    let parent = try TemporaryFolder()
    let destination = parent.url.appendingPathComponent("App-headless")
    var written = 0

    #expect(throws: PortedPackage.WriteError.self) {
      try port.write(to: destination) { data, url in
        guard written < 2 else { throw CocoaError(.fileWriteOutOfSpace) }
        written += 1
        try data.write(to: url)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: destination.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path) == [])

    try port.write(to: destination)
    #expect(parent.read("App-headless/Package.swift") != nil)
    #expect(parent.read("App-headless/PORTING.md") != nil)
  }

  @Test func aPortIntoAnEmptyFolderReplacesItWhole() throws {
    let folder = try project()
    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    let parent = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: parent.url.appendingPathComponent("out"), withIntermediateDirectories: true)

    try port.write(to: parent.url.appendingPathComponent("out"))

    #expect(parent.read("out/Package.swift") != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path) == ["out"])
  }

  // MARK: - The report

  /// What the storyboard's translation rewrote reaches the port's report, beside what it
  /// could not translate: here a bar button's action that declares a UIButton sender it
  /// never reads, connected with a stand-in.
  @Test func theStoryboardsRewritesAreInThePortsReport() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="c1"><scenes><scene sceneID="s1">
      <objects><tableViewController id="c1" customClass="ListViewController" \
      sceneMemberID="viewController">
      <navigationItem key="navigationItem" title="Notes" id="n1">
      <barButtonItem key="rightBarButtonItem" systemItem="add" id="i1">
      <connections><action selector="add:" destination="c1" id="a1"/></connections>
      </barButtonItem></navigationItem></tableViewController>
      </objects></scene></scenes></document>
      """
    let controller = """
      import UIKit

      class ListViewController: UITableViewController {
        @IBAction func add(_ sender: UIButton) { performSegue(withIdentifier: "add", sender: nil) }
      }

      """
    let folder = try project(files: [
      "App/Base.lproj/Main.storyboard": Data(storyboard.utf8),
      "App/ListViewController.swift": Data(controller.utf8),
    ])
    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)

    #expect(
      port.report.rewritten.contains {
        $0.path.hasSuffix("Main.storyboard") && $0.text.contains("connected with a new UIButton")
      }, "\(port.report.rewritten)")
    #expect(!port.report.untranslated.contains { $0.text.contains("add(_:)") })
  }

  // MARK: - Hosts

  @Test func twoHostedTestTargetsGetOneHostSinceTheyShareOneTestProgram() throws {
    let test = "import XCTest\n@testable import App\n\nfinal class T: XCTestCase {}\n"
    let folder = try project(files: [
      "AppTests/AppTests.swift": Data(test.utf8),
      "AppTests/TestHost.swift": Data("// The project's own file of this name.\n".utf8),
      "AppTests/PortedTestHost.swift": Data("// And of the next name the port tries.\n".utf8),
      "MoreTests/MoreTests.swift": Data(test.utf8),
    ])
    let port = PortedPackage(try XcodeProject.read(folder.url), kit: PackageRoot.url)
    let hosts = port.files.filter { $0.contents.contains("stepwise_launch_test_host") }

    #expect(
      hosts.map(\.path) == ["Tests/AppTests/PortedPortedTestHost.swift"], "the project's kept")
    #expect(port.files.contains { $0.path == "Tests/AppTests/TestHost.swift" })
    #expect(
      port.report.untranslated.contains {
        $0.path == "Tests/MoreTests" && $0.text.hasPrefix("hosted in the app as well")
      })
    // Each target declares Foundation's names for the app's container in its own module (a
    // test file importing XCTest would otherwise find Foundation's and the kit's ambiguous):
    // the host's file has them, and the other target a file of its own.
    let host = try #require(hosts.first?.contents)
    #expect(host.contains("class var standard: UserDefaults { SandboxNames.standardDefaults }"))
    #expect(
      port.files.first { $0.path == "Tests/MoreTests/SandboxNames.swift" }?.contents
        == TestHostFile.sandboxNamesText)
    #expect(!port.files.contains { $0.path.hasPrefix("Tests/AppTests/SandboxNames") })
  }
}

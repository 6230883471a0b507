// `stepwise export`: where the project goes, what it prints, and its refusals.

import AppTestSupport
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct ExportCommandTests {
  /// A package of the smallest app, as `stepwise tutorial start` lays one out.
  func package(in home: TemporaryFolder, named name: String = "MyApp") throws {
    try home.write("// swift-tools-version: 6.2\n", to: "\(name)/Package.swift")
    try home.write(
      """
      import HeadlessUIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      """, to: "\(name)/Sources/App/AppDelegate.swift")
    try home.write(
      """
      import HeadlessUIKit

      extension UIStoryboard {
        static func makeMain() -> UIStoryboard {
          UIStoryboard(
            name: "Main", initialScene: "List",
            scenes: [.tableViewController("List", ListViewController.self, title: "Things")])
        }
      }

      """, to: "\(name)/Sources/App/Storyboard.swift")
    try home.write(
      "import HeadlessUIKit\n\nclass ListViewController: UITableViewController {}\n",
      to: "\(name)/Sources/App/ListViewController.swift")
  }

  @Test func aStageIsWrittenAsAnXcodeProjectWithItsReport() throws {
    let home = try TemporaryFolder()

    let run = runTool(
      ["export", "checklists-04", "--to", "out/C04"], home: home, catalog: .standard)

    let destination = home.url.appendingPathComponent("out/C04").path
    #expect(run.exitCode == .success, "\(run.error)")
    let first = run.output.prefix { $0 != "\n" }
    #expect(
      first.wholeMatch(of: /Exported Checklists \([0-9]+ Swift files, Main.storyboard\) into (.+)/)?
        .output.1 == destination[...])
    #expect(run.output.contains("open \(destination)/Checklists.xcodeproj\n"))
    #expect(run.output.hasSuffix("(It was written and read back here, never opened in Xcode.)\n"))
    for file in [
      "Checklists.xcodeproj/project.pbxproj", "Checklists/Base.lproj/Main.storyboard",
      "Checklists/Info.plist", "Checklists/AppDelegate.swift",
      "Checklists/Controllers/ItemDetailViewController.swift", "EXPORT.md",
    ] {
      #expect(home.read("out/C04/\(file)") != nil, "\(file) was not written")
    }
    #expect(home.read("out/C04/Checklists/Storyboard.swift") == nil)
    #expect(home.read("out/C04/Checklists/Checklists04.swift") == nil)
    let plist = home.read("out/C04/Checklists/Info.plist") ?? ""
    #expect(plist.contains("<key>UIMainStoryboardFile</key>\n\t<string>Main</string>"))
    #expect(plist.contains("<key>UILaunchScreen</key>\n\t<dict/>"))
    let project = home.read("out/C04/Checklists.xcodeproj/project.pbxproj") ?? ""
    for setting in [
      "objectVersion = 56;", "productType = \"com.apple.product-type.application\";",
      "PRODUCT_BUNDLE_IDENTIFIER = \"org.stepwise.checklists-04\";",
      "INFOPLIST_FILE = Checklists/Info.plist;", "SWIFT_VERSION = 6.0;",
      "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "TARGETED_DEVICE_FAMILY = 1;",
      "/* ItemDetailViewController.swift in Sources */",
      "/* Main.storyboard in Resources */",
    ] {
      #expect(project.contains(setting), "\(setting)")
    }
  }

  @Test func aPackageIsWrittenBesideItselfByDefault() throws {
    let home = try TemporaryFolder()
    try package(in: home)

    let run = runTool(["export", "MyApp"], home: home)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(home.read("MyApp-Xcode/App.xcodeproj/project.pbxproj") != nil)
    let storyboard = home.read("MyApp-Xcode/App/Base.lproj/Main.storyboard") ?? ""
    #expect(storyboard.contains("storyboardIdentifier=\"List\""))
    #expect(storyboard.contains("customClass=\"ListViewController\" customModule=\"App\""))
  }

  @Test func exportSpeaksJapaneseButTheProjectsFilesStayAsXcodeReadsThem() throws {
    let home = try TemporaryFolder()
    try package(in: home)
    try home.write("# notes\n", to: "Notes/README.md")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let run = runTool(["export", "MyApp"], home: home, variables: japanese)
    let unknown = runTool(
      ["export", "checklist-04"], home: home, catalog: .standard, variables: japanese)
    let notAPackage = runTool(["export", "Notes"], home: home, variables: japanese)

    let destination = home.url.appendingPathComponent("MyApp-Xcode").path
    #expect(run.exitCode == .success, "\(run.error)")
    #expect(
      run.output.hasPrefix(
        "書き出しました: App (Swift ファイル 2 個、Main.storyboard) → \(destination)\n"))
    #expect(
      run.output.hasSuffix(
        "レポートは EXPORT.md にもあります。Mac で、プロジェクトを Xcode で開きます:\n"
          + "  open \(destination)/App.xcodeproj\n"
          + "(ここで書き出して読み戻しただけで、Xcode では一度も開いていません。)\n"))
    // EXPORT.md is a file of the exported project, for whoever opens it on a Mac: English.
    #expect(home.read("MyApp-Xcode/EXPORT.md")?.contains("Xcode") == true)
    #expect(
      unknown.error.hasPrefix(
        "stepwise: アプリ \"checklist-04\" はありません (もしかして: checklists-04)。"
          + "ここにフォルダー checklist-04 もありません\n"))
    #expect(
      notAPackage.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("Notes").path) は `stepwise tutorial start` "
          + "で作ったパッケージではありません"))
  }

  @Test func anUnknownAppIDSaysWhichOneWasMeant() throws {
    let home = try TemporaryFolder()

    let run = runTool(["export", "checklist-04"], home: home, catalog: .standard)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: there is no app \"checklist-04\" (did you mean checklists-04?), and no "
          + "folder checklist-04 here\nUsage: stepwise export <app-or-package> "
          + "[--to DIR]\n"))
  }

  @Test func aSideTrackIsRefusedWithWhatExportTakes() throws {
    let home = try TemporaryFolder()

    let run = runTool(["export", "todo-archiver", "--to", "out"], home: home, catalog: .standard)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: export takes the Checklists stages (checklists-01 to checklists-09) and "
          + "your tutorial package; todo-archiver is a side track"))
    #expect(home.read("out/EXPORT.md") == nil)
  }

  @Test func aFolderThatIsNotAPackageIsRefused() throws {
    let home = try TemporaryFolder()
    try home.write("# notes\n", to: "Notes/README.md")

    let run = runTool(["export", "Notes"], home: home)
    let missing = runTool(["export", "./Nowhere"], home: home)
    try home.write("// swift-tools-version: 6.0\n", to: "Other/Package.swift")
    let file = runTool(["export", "Other/Package.swift"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("Notes").path) is not a package made by "
          + "`stepwise tutorial start`"))
    #expect(missing.exitCode == .usageError)
    #expect(
      missing.error.hasPrefix(
        "stepwise: no such folder: \(home.url.appendingPathComponent("Nowhere").path)\n"))
    #expect(file.exitCode == .usageError)
    #expect(
      file.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("Other/Package.swift").path) is a file; "
          + "export takes an app id or the folder of your package (the one that holds "
          + "Package.swift)\n"))
    #expect(home.read("Notes-Xcode/EXPORT.md") == nil)
  }

  @Test func aDestinationThatIsNotEmptyIsRefusedAndKeepsWhatItHolds() throws {
    let home = try TemporaryFolder()
    try home.write("mine\n", to: "taken/notes.txt")

    let run = runTool(["export", "checklists-01", "--to", "taken"], home: home, catalog: .standard)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("taken").path) is not empty: the export "
          + "writes only into a new or empty folder\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: home.url.appendingPathComponent("taken").path) == ["notes.txt"])
  }

  @Test func aDestinationInsideTheCourseIsRefusedAndNothingIsWritten() throws {
    let home = try TemporaryFolder()
    let inside = PackageRoot.url.appendingPathComponent("Checklists04-export-test")
    defer { try? FileManager.default.removeItem(at: inside) }

    let run = runTool(
      ["export", "checklists-04", "--to", inside.path], home: home, catalog: .standard)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: \(inside.path) is inside the course "
          + "(\(PackageRoot.url.standardizedFileURL.path)); an exported app is a project of "
          + "its own, outside the course: choose another folder with --to DIR\n"))
    #expect(!FileManager.default.fileExists(atPath: inside.path))
  }

  @Test func aDestinationInsideThePackageIsRefusedAndThePackageKeepsItsFiles() throws {
    let home = try TemporaryFolder()
    try package(in: home)
    let manager = FileManager.default
    let app = home.url.appendingPathComponent("MyApp/Sources/App")
    try manager.createSymbolicLink(
      at: home.url.appendingPathComponent("Shortcut"), withDestinationURL: app)
    let before = try manager.contentsOfDirectory(atPath: app.path).sorted()

    let inside = runTool(["export", "MyApp", "--to", "MyApp/Sources/App/Export"], home: home)
    let throughALink = runTool(["export", "MyApp", "--to", "Shortcut/Export"], home: home)
    let dotted = runTool(["export", "./Shortcut/../MyApp", "--to", "MyApp/Xcode"], home: home)

    let package = home.url.appendingPathComponent("MyApp").path
    #expect(inside.exitCode == .usageError)
    #expect(
      inside.error.hasPrefix(
        "stepwise: \(app.path)/Export is inside the package being exported (\(package)); "
          + "its Swift files, which import UIKit, would break the package's build: choose a "
          + "folder outside it with --to DIR, such as \(package)-Xcode\n"))
    #expect(throughALink.exitCode == .usageError)
    #expect(throughALink.error.contains("is inside the package being exported (\(package))"))
    #expect(dotted.exitCode == .usageError)
    #expect(dotted.error.contains("is inside the package being exported"))
    #expect(try manager.contentsOfDirectory(atPath: app.path).sorted() == before)
    #expect(!manager.fileExists(atPath: home.url.appendingPathComponent("MyApp/Xcode").path))
  }

  @Test func linksOutOfThePackageAreListedAndNothingIsWritten() throws {
    let home = try TemporaryFolder()
    try package(in: home)
    let manager = FileManager.default
    let app = home.url.appendingPathComponent("MyApp/Sources/App")
    try manager.createSymbolicLink(
      atPath: app.appendingPathComponent("Secrets.swift").path, withDestinationPath: "/etc/passwd")
    try manager.createSymbolicLink(
      atPath: app.appendingPathComponent("Old.swift").path, withDestinationPath: "Older.swift")

    let run = runTool(["export", "MyApp"], home: home)
    let japanese = runTool(["export", "MyApp"], home: home, variables: ["LANG": "ja_JP.UTF-8"])

    let package = home.url.appendingPathComponent("MyApp").path
    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        """
        stepwise: \(package) holds links the export does not follow: it reads only the \
        package's own files, through a link only to a file inside the package. Nothing was \
        written; replace each link with a copy of what it leads to, or remove it:
          Sources/App/Old.swift → Older.swift (nothing is there)
          Sources/App/Secrets.swift → /etc/passwd (outside the package)

        """))
    #expect(japanese.error.contains("Sources/App/Secrets.swift → /etc/passwd (パッケージの外)\n"))
    #expect(!manager.fileExists(atPath: home.url.appendingPathComponent("MyApp-Xcode").path))
    #expect(try manager.contentsOfDirectory(atPath: home.url.path).sorted() == ["MyApp"])
  }

  @Test func helpSaysWhatIsWrittenAndThatXcodeWasNotTried() throws {
    let home = try TemporaryFolder()
    let run = runTool(["help", "export"], home: home)
    #expect(run.output.hasPrefix("Usage: stepwise export <app-or-package> [--to DIR]\n"))
    #expect(run.output.contains("Storyboard.swift drawn in Interface Builder's XML"))
    #expect(run.output.contains("It has not been tried in\nXcode here."))
    #expect(run.output.contains("  --to DIR    write the project into DIR"))
  }
}

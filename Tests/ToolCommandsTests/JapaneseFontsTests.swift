// serve's note on Japanese fonts: said under a Japanese locale on Linux when no font that
// draws Japanese is installed, never when one is.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct JapaneseFontsTests {
  @Test(arguments: [
    ("truetype/noto/NotoSansCJK-Regular.ttc", true),
    ("opentype/noto/NotoSerifCJKjp-Bold.otf", true),
    ("truetype/fonts-japanese-gothic.ttf", true),
    ("opentype/ipaexfont-gothic/ipaexg.ttf", true),
    ("truetype/takao-gothic/TakaoPGothic.ttf", true),
    ("truetype/vlgothic/VL-Gothic-Regular.ttf", true),
    ("NotoSansJP-Regular.otf", true),
    ("truetype/dejavu/DejaVuSans.ttf", false),
    ("truetype/noto/NotoSans-Regular.ttf", false),
    ("noto-cjk/README", false),
  ])
  func aFontFileIsFoundByItsName(path: String, drawsJapanese: Bool) throws {
    let fonts = try TemporaryFolder()
    _ = try fonts.write("", to: path)
    #expect(JapaneseFonts.isInstalled(in: [fonts.url]) == drawsJapanese, "\(path)")
  }

  @Test func aMachineWithNoJapaneseFontIsToldWhichPackageToInstall() throws {
    let style = TextStyle(isEnabled: false)
    let withNote = Language.$chosen.withValue(.japanese) {
      ServeCommand.opening(
        serving: "checklists-09 (http://127.0.0.1:8017/)", sandbox: "/tmp/box", style: style,
        fontNote: true)
    }
    #expect(withNote.count == 4)
    #expect(
      withNote.last
        == "日本語のフォントが入っていないので、ページの日本語は四角 (□) で表示されます。"
        + "Debian や Ubuntu では sudo apt-get install fonts-noto-cjk で入ります")

    let fonts = try TemporaryFolder()
    _ = try fonts.write("", to: "truetype/dejavu/DejaVuSans.ttf")
    let japanese = Language.$chosen.withValue(.japanese) {
      JapaneseFonts.noteIsNeeded(fontFolders: [fonts.url])
    }
    let english = Language.$chosen.withValue(.english) {
      JapaneseFonts.noteIsNeeded(fontFolders: [fonts.url])
    }
    #expect(japanese, "no font draws Japanese")
    #expect(!english, "an English page has no Japanese of its own")

    _ = try fonts.write("", to: "opentype/noto/NotoSansCJK-Regular.ttc")
    let installed = Language.$chosen.withValue(.japanese) {
      JapaneseFonts.noteIsNeeded(fontFolders: [fonts.url])
    }
    #expect(!installed, "Noto Sans CJK draws it")
  }

  @Test func theUsersOwnFontsFolderIsOneFontconfigReads() {
    let dataHome = URL(fileURLWithPath: "/home/learner/.local/share")
    #expect(
      JapaneseFonts.folders(dataHome: dataHome).map(\.path) == [
        "/usr/share/fonts", "/usr/local/share/fonts", "/home/learner/.local/share/fonts",
      ])
  }
}

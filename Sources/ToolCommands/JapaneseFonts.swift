// Whether the page's Japanese can be drawn: on Linux a browser shows it as boxes (□) when
// no Japanese font is installed, and serve says which package to install.

import Foundation
import StepwiseBasics

/// The Japanese fonts installed where fontconfig reads fonts on Linux, found by their files'
/// names (macOS and Windows always have one).
///
/// ```swift
/// if !JapaneseFonts.isInstalled(in: JapaneseFonts.folders(dataHome: dataHome)) { … }
/// ```
enum JapaneseFonts {
  /// The folders fontconfig reads on Debian and Ubuntu: the system's, and the user's own
  /// in their data folder (`~/.local/share/fonts`).
  static func folders(dataHome: URL) -> [URL] {
    ["/usr/share/fonts", "/usr/local/share/fonts"].map { URL(fileURLWithPath: $0) } + [
      dataHome.appendingPathComponent("fonts")
    ]
  }

  /// Parts of the file names of fonts that draw Japanese (lowercased, without `-`, `_` and
  /// spaces): Noto Sans CJK and Noto Sans JP, Source Han, IPA and IPAex, Takao, VL Gothic,
  /// Debian's `fonts-japanese-gothic.ttf` (the link to the chosen one), M+, Ume, Droid Sans
  /// Fallback, and the macOS and Windows fonts the page's style names.
  static let nameParts = [
    "cjk", "notosansjp", "notoserifjp", "sourcehan", "ipag", "ipam", "ipaex", "takao",
    "vlgothic", "japanese", "mplus", "umegothic", "umeplus", "droidsansfallback", "hiragino",
    "yugoth",
    "meiryo",
  ]

  /// Whether a font file that draws Japanese is in one of the folders or below it.
  static func isInstalled(in folders: [URL]) -> Bool {
    folders.contains { folder in
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        if isJapaneseFont(named: url.lastPathComponent) { return true }
      }
      return false
    }
  }

  /// Whether a file's name is one of a font that draws Japanese.
  static func isJapaneseFont(named name: String) -> Bool {
    let lowered = name.lowercased()
    guard ["ttf", "otf", "ttc", "otc"].contains(where: { lowered.hasSuffix("." + $0) }) else {
      return false
    }
    let squeezed = lowered.filter { $0 != "-" && $0 != "_" && $0 != " " }
    return nameParts.contains { squeezed.contains($0) }
  }

  /// Whether serve should say how to install a Japanese font: the page is in Japanese, on
  /// Linux, and none is installed in the folders (``folders(dataHome:)`` on a machine).
  static func noteIsNeeded(fontFolders: [URL]) -> Bool {
    #if os(Linux)
      Language.current == .japanese && !isInstalled(in: fontFolders)
    #else
      false
    #endif
  }
}

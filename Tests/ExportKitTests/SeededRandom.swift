// Reproducible draws for the tests that write generated documents and read them back.

@testable import ExportKit

/// A small generator of reproducible projects and storyboards (SplitMix64).
struct SeededRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

  static let words = [
    "Model", "Checklist Item", "リスト", "Détails", "Views", "Cells", "Data", "Ünïcode", "a",
    "Say \"Hi\"", #"Back\slash"#, "dash-and_underscore",
  ]

  /// A path of 0 to 3 folders and a file, each name one of ``words``.
  mutating func path(extension: String) -> String {
    let folders = (0..<below(4)).map { _ in pick(Self.words) }
    return (folders + ["\(pick(Self.words))\(below(1000)).\(`extension`)"]).joined(separator: "/")
  }

  mutating func project(_ index: Int) -> ProjectFile {
    let name = pick(["Checklists", "Todo", "Memos", "App"]) + "\(index)"
    let swiftFiles = Array(Set((0..<(1 + below(8))).map { _ in path(extension: "swift") }))
      .sorted()
    var project = ProjectFile(
      name: name, swiftFiles: swiftFiles, hasAssetCatalog: below(2) == 0,
      bundleIdentifier: "org.example.\(name.lowercased())",
      swiftVersion: pick(["5.0", "6.0"]), deploymentTarget: pick(["15.0", "17.0"]),
      mainActorByDefault: below(2) == 0)
    project.xibs = Array(Set((0..<below(3)).map { _ in path(extension: "xib") })).sorted()
    project.stringTables = Array(
      Set(
        (0..<below(3)).map { _ in
          below(2) == 0
            ? "\(pick(["en", "ja", "fr"])).lproj/\(pick(["Localizable", "Main"])).strings"
            : "\(pick(["Localizable", "Menus"])).xcstrings"
        })
    ).sorted()
    project.dataModels = (0..<below(2)).map { _ in
      ProjectFile.DataModelFolder(
        name: "Model.xcdatamodeld", versions: ["Model.xcdatamodel"], current: "Model.xcdatamodel")
    }
    project.tests = (0..<below(3)).map { number in
      ProjectTestTarget(
        name: "\(name)\(number == 1 ? "UI" : "")Tests\(number)", isUITests: number == 1,
        swiftFiles: Array(Set((0..<(1 + below(3))).map { _ in path(extension: "swift") }))
          .sorted())
    }
    return project
  }
}

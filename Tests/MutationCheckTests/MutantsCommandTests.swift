// The command line: options read, mutants chosen by id or drawn with a seed, the scratch copy.

import Foundation
import Testing

@testable import MutationCheck

@Suite struct MutantsCommandTests {
  static let mutants = MutantFinder(
    file: "F.swift", text: "func f() {\n  if a < b && c > 1 { g() }\n  h(2)\n}\n"
  ).mutants

  @Test func optionsAreRead() throws {
    let command = try MutantsCommand(arguments: [
      "ExportKit", "--sample", "5", "--seed", "7", "--files", "Pbx", "--json", "--timeout", "90",
    ])
    #expect(command.module == "ExportKit")
    #expect(command.testTarget == "ExportKitTests")
    #expect(command.sample == 5 && command.seed == 7 && command.timeout == 90)
    #expect(command.files == ["Pbx"] && command.json && !command.listOnly)
    #expect(throws: MutationCheckError.self) { try MutantsCommand(arguments: ["A", "--bogus"]) }
    #expect(throws: MutationCheckError.self) { try MutantsCommand(arguments: ["--list"]) }
  }

  @Test func onlyPicksMutantsByIdAndRefusesAnUnknownOne() throws {
    let id = Self.mutants[2].id
    let command = try MutantsCommand(arguments: ["M", "--only", id])
    #expect(try command.chosen(from: Self.mutants).map(\.id) == [id])
    let unknown = try MutantsCommand(arguments: ["M", "--only", "F.swift:9:9:call"])
    #expect(throws: MutationCheckError.self) { try unknown.chosen(from: Self.mutants) }
  }

  @Test func aSampleIsTheSameForTheSameSeedAndKeepsTheOrder() throws {
    let numbers = Array(0..<100)
    let first = MutantsCommand.draw(10, from: numbers, seed: 3)
    #expect(first == MutantsCommand.draw(10, from: numbers, seed: 3))
    #expect(first != MutantsCommand.draw(10, from: numbers, seed: 4))
    #expect(first == first.sorted() && Set(first).count == 10)
    let command = try MutantsCommand(arguments: ["M", "--sample", "2", "--seed", "1"])
    #expect(try command.chosen(from: Self.mutants).count == 2)
  }

  @Test func theReportIsJSONOnlyWhenAskedFor() throws {
    let report = MutationReport(
      module: "M", testTarget: "MTests", filter: nil, baselineSeconds: 1,
      results: [MutantResult(mutant: Self.mutants[0], outcome: .survived, seconds: 3)])
    let folder = URL(fileURLWithPath: "/nonexistent")
    let plain = try MutantsCommand(arguments: ["M"]).rendered(report, moduleFolder: folder)
    let json = try MutantsCommand(arguments: ["M", "--json"]).rendered(report, moduleFolder: folder)
    #expect(plain.hasPrefix("Mutation check of M, tested by MTests\n"))
    #expect(json.hasPrefix("{\n") && json.contains(#""survived" : 1"#))
  }

  @Test func theListGivesEachIdAndItsChange() {
    let list = MutantsCommand.list(Array(Self.mutants.prefix(2)))
    #expect(
      list == """
        F.swift:2:6:negation    a < b && c > 1 → !(a < b && c > 1)
        F.swift:2:8:relational  < → <=
        2 mutants

        """)
  }

  /// A package in a temporary folder whose module `M` holds `A.swift` with `source`, and
  /// its scratch copy (not yet made), for the tests of MTests; remove `base` after.
  func package(holding source: String) throws -> (
    base: URL, module: URL, scratch: ScratchPackage
  ) {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mutants-\(UUID().uuidString)")
    let package = base.appendingPathComponent("Package")
    let module = package.appendingPathComponent("Sources/M")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try "let package = Package(name: \"P\")\n".write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try source.write(
      to: module.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let scratch = ScratchPackage(
      original: package, root: base.appendingPathComponent("Scratch"), testTarget: "MTests")
    return (base, module, scratch)
  }

  @Test func theScratchCopyMirrorsThePackageAndPrunesItsManifest() throws {
    let (base, module, scratch) = try package(holding: "let a = 1\n")
    defer { try? FileManager.default.removeItem(at: base) }
    try scratch.prepare()
    let copy = scratch.file("A.swift", inModule: module)
    #expect(try String(contentsOf: copy, encoding: .utf8) == "let a = 1\n")
    try "let a = 2\n".write(to: copy, atomically: true, encoding: .utf8)
    try scratch.prepare()
    #expect(try String(contentsOf: copy, encoding: .utf8) == "let a = 1\n")
    let manifest = try String(
      contentsOf: scratch.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.hasPrefix("let package = Package(name: \"P\")\n"))
    #expect(manifest.contains(#"var needed: Set<String> = ["MTests"]"#))
  }

  /// A mutant lands in the file as it was copied, though the package's file was edited since
  /// (its lines moved), and the text to put back is the copied one.
  @Test func aMutantIsPlantedInTheCopiedFileWhateverTheDeveloperEditsSince() throws {
    let original = "func f() -> Bool {\n  a < b\n}\n"
    let (base, module, scratch) = try package(holding: original)
    defer { try? FileManager.default.removeItem(at: base) }
    let file = module.appendingPathComponent("A.swift")
    let mutant = try #require(MutantFinder(file: "A.swift", text: original).mutants.first)
    let runner = MutationRunner(
      scratch: scratch, module: module, filter: nil, timeLimit: nil, progress: { _ in })
    try runner.scratch.prepare()
    try "// edited\n\(original)".write(to: file, atomically: true, encoding: .utf8)

    let planted = try runner.plant(mutant)

    #expect(planted.original == original)
    #expect(
      try String(contentsOf: planted.url, encoding: .utf8) == "func f() -> Bool {\n  a <= b\n}\n")
  }
}

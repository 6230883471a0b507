// The `stepwise-mutants` command line: which module, which mutants, and what to print.

import Foundation
import StepwiseBasics

/// `stepwise-mutants`: plants mutants in one module and reports which its tests miss.
///
/// ```
/// swift run stepwise-mutants HeadlessUserNotifications --list
/// swift run stepwise-mutants HeadlessUserNotifications
/// swift run stepwise-mutants ExportKit --sample 40 --seed 1 --json
/// swift run stepwise-mutants HeadlessUIKitCore --tests HeadlessUIKitTests --files Segue
/// ```
package struct MutantsCommand: Equatable {
  /// What `--help` prints.
  package static let usage = """
    usage: stepwise-mutants <module> [--tests TARGET] [--filter TEXT] [--files TEXT]...
                            [--list] [--only ID]... [--sample N] [--seed S]
                            [--timeout SECONDS] [--json] [--package-path PATH]
                            [--scratch-path PATH]

    Plants one bug at a time in Sources/<module> (a relational operator replaced, a condition
    negated, && and || swapped, a call statement removed, a returned value replaced by a
    constant or an empty value, an integer literal plus one), builds it in a scratch copy of
    the package, runs the module's tests, and lists the mutants no test caught. The working
    tree is only read. Each mutant is an incremental build of one file: count a minute each.

      --tests TARGET     the test target to run (default <module>Tests)
      --filter TEXT      only the tests this names (as the test bundle's --filter)
      --files TEXT       only the module's files whose path contains TEXT (repeatable)
      --list             list the mutants with their ids, build nothing
      --only ID          only this mutant (repeatable; ids as --list prints them)
      --sample N         N mutants drawn at random, in their usual order
      --seed S           the seed of --sample (default 1): the same seed draws the same
      --timeout SECONDS  the tests' time limit per mutant (default 5 times the unmutated run,
                         30 s at least); a mutant past it counts as caught, "timed out"
      --json             the report (or the list) as JSON
      --package-path     the package (default the current folder)
      --scratch-path     the scratch copy (default <package>/.build/mutants/<tests>)
    """

  /// The module mutated.
  package var module = ""
  /// The test target run.
  package var tests: String?
  /// The tests' filter.
  package var filter: String?
  /// Texts a file's path must contain, one of them.
  package var files: [String] = []
  /// Whether to list the mutants only.
  package var listOnly = false
  /// The ids of the only mutants to run.
  package var only: [String] = []
  /// How many mutants to draw.
  package var sample: Int?
  /// The seed of the draw.
  package var seed: UInt64 = 1
  /// The tests' time limit per mutant.
  package var timeout: Double?
  /// Whether to print JSON.
  package var json = false
  /// The package's folder.
  package var packagePath: String?
  /// The scratch copy's folder.
  package var scratchPath: String?

  /// The test target run: `--tests`, or the module's own.
  package var testTarget: String { tests ?? "\(module)Tests" }

  /// Reads a command line (the program's name left out).
  package init(arguments: [String]) throws {
    var remaining = arguments[...]
    func value(of option: String) throws -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw MutationCheckError("\(option) needs a value\n\n\(Self.usage)")
      }
      return next
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--tests": tests = try value(of: argument)
      case "--filter": filter = try value(of: argument)
      case "--files": files.append(try value(of: argument))
      case "--list": listOnly = true
      case "--only": only.append(try value(of: argument))
      case "--sample":
        guard let count = Int(try value(of: argument)), count > 0 else {
          throw MutationCheckError("--sample needs a positive number")
        }
        sample = count
      case "--seed":
        guard let number = UInt64(try value(of: argument)) else {
          throw MutationCheckError("--seed needs a whole number")
        }
        seed = number
      case "--timeout":
        guard let seconds = Double(try value(of: argument)), seconds > 0 else {
          throw MutationCheckError("--timeout needs a number of seconds")
        }
        timeout = seconds
      case "--json": json = true
      case "--package-path": packagePath = try value(of: argument)
      case "--scratch-path": scratchPath = try value(of: argument)
      default:
        guard !argument.hasPrefix("-"), module.isEmpty else {
          throw MutationCheckError("unknown argument \(argument)\n\n\(Self.usage)")
        }
        module = argument
      }
    }
    guard !module.isEmpty else { throw MutationCheckError(Self.usage) }
  }

  /// The mutants chosen: every one of the files, or `--only`'s, or `--sample`'s draw.
  package func chosen(from all: [Mutant]) throws -> [Mutant] {
    var mutants = all
    if !only.isEmpty {
      let unknown = only.filter { id in !all.contains { $0.id == id } }
      guard unknown.isEmpty else {
        throw MutationCheckError(
          "no mutant \(unknown.joined(separator: ", ")) (--list prints their ids)")
      }
      mutants = all.filter { only.contains($0.id) }
    }
    if let sample, sample < mutants.count {
      mutants = Self.draw(sample, from: mutants, seed: seed)
    }
    return mutants
  }

  /// `count` elements drawn with a seeded generator, kept in their order.
  package static func draw<Element>(_ count: Int, from elements: [Element], seed: UInt64)
    -> [Element]
  {
    var generator = SplitMix64(seed: seed)
    var indices = Array(elements.indices)
    for position in 0..<min(count, indices.count) {
      let pick = position + Int(generator.next() % UInt64(indices.count - position))
      indices.swapAt(position, pick)
    }
    return indices.prefix(count).sorted().map { elements[$0] }
  }

  /// The module's Swift files, relative to its folder, in order, and their mutants.
  package func mutants(inModule folder: URL) throws -> [Mutant] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { throw MutationCheckError("no folder \(folder.path)") }
    let paths = enumerator.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }
      .map { String($0.dropFirst(folder.path.count + 1)) }
      .filter { path in files.isEmpty || files.contains { path.contains($0) } }
      .sorted()
    guard !paths.isEmpty else { throw MutationCheckError("no Swift files in \(folder.path)") }
    return try paths.flatMap { path in
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return MutantFinder(file: path, text: text).mutants
    }
  }

  /// Runs the command; what it prints goes to `output`, progress to `progress`.
  package func run(output: (String) -> Void, progress: @escaping (String) -> Void) throws {
    let package = URL(
      fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath
    ).standardizedFileURL
    let folder = package.appendingPathComponent("Sources").appendingPathComponent(module)
    let mutants = try chosen(from: try self.mutants(inModule: folder))
    if listOnly {
      output(try json ? Self.listJSON(mutants) : Self.list(mutants))
      return
    }
    let scratchRoot =
      scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL }
      ?? package.appendingPathComponent(".build/mutants/\(testTarget)")
    let runner = MutationRunner(
      scratch: ScratchPackage(original: package, root: scratchRoot, testTarget: testTarget),
      module: folder, filter: filter, timeLimit: timeout, progress: progress)
    output(try rendered(try runner.run(mutants, moduleName: module), moduleFolder: folder))
  }

  /// The report as the options ask: JSON, or plain text with each survivor's line of code
  /// read from the module's folder.
  package func rendered(_ report: MutationReport, moduleFolder folder: URL) throws -> String {
    if json { return try report.json() }
    return report.plainText { path in
      try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
  }

  /// The mutants as lines: id, then the change.
  package static func list(_ mutants: [Mutant]) -> String {
    let width = mutants.map(\.id.count).max() ?? 0
    return mutants.map { mutant in
      mutant.id + String(repeating: " ", count: width - mutant.id.count + 2) + mutant.change
    }.joined(separator: "\n") + "\n\(MutationReport.mutants(mutants.count))\n"
  }

  /// The mutants as a JSON array.
  package static func listJSON(_ mutants: [Mutant]) throws -> String {
    struct Entry: Encodable {
      var id: String
      var original: String
      var replacement: String
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let entries = mutants.map {
      Entry(id: $0.id, original: $0.original, replacement: $0.replacement)
    }
    return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
  }

  /// Runs a command line and returns the exit status.
  package static func main(arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return 0
    }
    do {
      let command = try MutantsCommand(arguments: arguments)
      TimedProcess.stopChildrenOnInterrupt()
      try command.run(
        output: { print($0, terminator: "") },
        progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
      return 0
    } catch {
      FileHandle.standardError.write(Data("stepwise-mutants: \(error)\n".utf8))
      return 1
    }
  }
}

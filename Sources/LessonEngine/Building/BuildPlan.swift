// SwiftPM's plan of a build: the llbuild manifest it writes as `debug.yaml` in the build folder.

import Foundation

/// The commands of SwiftPM's plan (llbuild's manifest), each with its tool, the files it
/// reads and writes, and its program's arguments. Only what ``ReplayedBuild`` needs is read:
/// the `commands:` section, whose entries SwiftPM writes one attribute a line, lists as JSON.
struct BuildPlan {
  struct Command: Codable {
    /// Its name in the plan, which SwiftPM makes unique: what a replay knows it by.
    var name: String
    var tool = ""
    var inputs: [String] = []
    var outputs: [String] = []
    var arguments: [String] = []
    /// What the driver runs for it, when it only links or wraps a module (``DriverJobs``):
    /// run in its place by a replay. Nil: the command itself is run.
    var jobs: [[String]]?
  }

  /// Why a plan cannot be replayed.
  struct Unreadable: Error {
    var reason: String
  }

  var commands: [Command] = []
  /// The plan's named goals (`main`, `test`), each the nodes it builds.
  var targets: [String: [String]] = [:]

  init(text: String) throws {
    var section = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if !line.hasPrefix(" ") {
        section = String(line)
        continue
      }
      if section == "targets:" {
        guard let split = line.range(of: "\": ["), line.hasPrefix("  \"") else {
          throw Unreadable(reason: "a target: \(line.prefix(80))")
        }
        let name = line[line.index(line.startIndex, offsetBy: 3)..<split.lowerBound]
        targets[String(name)] = try Self.list(line[line.index(before: split.upperBound)...])
        continue
      }
      guard section == "commands:" else { continue }
      if line.hasPrefix("    ") {
        guard !commands.isEmpty else { throw Unreadable(reason: "an attribute before a command") }
        let attribute = line.dropFirst(4)
        guard let colon = attribute.firstIndex(of: ":") else { continue }
        let key = attribute[..<colon]
        let value = attribute[attribute.index(after: colon)...].drop { $0 == " " }
        switch key {
        case "tool": commands[commands.count - 1].tool = String(value)
        case "inputs": commands[commands.count - 1].inputs = try Self.list(value)
        case "outputs": commands[commands.count - 1].outputs = try Self.list(value)
        case "args": commands[commands.count - 1].arguments = try Self.list(value)
        default: continue
        }
      } else if line.hasPrefix("  \""), line.hasSuffix("\":") {
        let quoted = line.dropFirst(2).dropLast()
        guard
          let name = try? JSONSerialization.jsonObject(
            with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
        else { throw Unreadable(reason: "a command's name: \(quoted.prefix(80))") }
        commands.append(Command(name: name))
      } else {
        throw Unreadable(reason: "a line of a shape SwiftPM does not write: \(line.prefix(80))")
      }
    }
  }

  /// A JSON list of strings.
  private static func list(_ text: Substring) throws -> [String] {
    guard
      let list = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
    else { throw Unreadable(reason: "a list: \(text.prefix(80))") }
    return list
  }

  typealias Goal = ReplayedBuild.Goal

  /// The commands that end the goal's build: the product's link, or each node the plan's
  /// `test` target names.
  func roots(of goal: Goal) throws -> [Int] {
    switch goal {
    case .product(let product):
      // SwiftPM names the link after the product, its target triple and configuration
      // (`C.Checklists-x86_64-unknown-linux-gnu-debug.exe`), and it writes the executable.
      let roots = commands.indices.filter {
        commands[$0].name.hasPrefix("C.\(product)-") && commands[$0].name.hasSuffix("-debug.exe")
          && commands[$0].outputs.contains { URL(fileURLWithPath: $0).lastPathComponent == product }
      }
      guard roots.count == 1 else {
        throw Unreadable(reason: "\(roots.count) link commands for \(product)")
      }
      return roots
    case .tests:
      let nodes = targets["test"] ?? []
      let roots = commands.indices.filter { !Set(commands[$0].outputs).isDisjoint(with: nodes) }
      guard !nodes.isEmpty, roots.count == nodes.count else {
        throw Unreadable(reason: "the test target's \(nodes.count) nodes, \(roots.count) made")
      }
      return roots
    }
  }

  /// For the goal, the commands that read files under `folder`, directly or through another
  /// command's output, in the order they must run, and every file the goal's build reads
  /// that none of them writes (outside `folder`). The compiler's output is asked for as text,
  /// as SwiftPM shows it.
  func commands(replaying folder: String, for goal: Goal) throws -> (
    commands: [Command], unchanged: [String]
  ) {
    let roots = try roots(of: goal)
    let (order, reads) = ordered(from: roots, reading: folder)
    guard roots.contains(where: { reads[$0] == true }) else {
      throw Unreadable(reason: "\(goal) is not built from \(folder)")
    }
    var replayed: [Command] = []
    var written: Set<String> = []
    for index in order where reads[index] == true {
      let command = commands[index]
      written.formUnion(command.outputs)
      switch command.tool {
      case "shell":
        guard !command.arguments.isEmpty else {
          throw Unreadable(reason: "\(command.name) has no program")
        }
        var text = command
        text.arguments.removeAll { $0 == "-parseable-output" }
        replayed.append(text)
      // A list of file names (the module's sources, the link's objects): the same while the
      // folder holds the same files. The tests found in the test modules, and the tests'
      // entry point: the same while the tests' files, outside the folder, are.
      case "write-auxiliary-file", "phony", "test-discovery-tool", "test-entry-point-tool":
        continue
      default: throw Unreadable(reason: "\(command.name) is run by \(command.tool)")
      }
    }
    var unchanged: Set<String> = []
    for index in order {
      for input in commands[index].inputs
      where !input.hasPrefix("<") && !input.hasPrefix(folder) && !written.contains(input) {
        unchanged.insert(input)
      }
    }
    return (replayed, unchanged.sorted())
  }

  /// The commands of a build from `roots` (indices in ``commands``), each after the commands
  /// whose outputs it reads (depth first, every root in order), and whether each reads from
  /// `folder`, directly or through another command's output.
  func ordered(from roots: [Int], reading folder: String) -> (order: [Int], reads: [Int: Bool]) {
    var producer: [String: Int] = [:]
    for (index, command) in commands.enumerated() {
      for output in command.outputs { producer[output] = index }
    }
    var order: [Int] = []
    var reads: [Int: Bool] = [:]
    func visit(_ index: Int) -> Bool {
      if let known = reads[index] { return known }
      reads[index] = false  // a cycle reads nothing more
      var result = false
      for input in commands[index].inputs {
        if input.hasPrefix(folder) {
          result = true
        } else if let source = producer[input], visit(source) {
          result = true
        }
      }
      reads[index] = result
      order.append(index)
      return result
    }
    for root in roots { _ = visit(root) }
    return (order, reads)
  }
}

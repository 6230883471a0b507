// SwiftPM's plan of a build: the llbuild manifest it writes as `debug.yaml` in the build folder.

import Foundation

/// The commands of SwiftPM's plan (llbuild's manifest), each with its tool, the files it
/// reads and writes, and its program's arguments. Only what ``ReplayedBuild`` needs is read:
/// the `commands:` section, whose entries SwiftPM writes one attribute a line, lists as JSON.
struct BuildPlan {
  struct Command {
    var name: String
    var tool = ""
    var inputs: [String] = []
    var outputs: [String] = []
    var arguments: [String] = []
  }

  /// Why a plan cannot be replayed.
  struct Unreadable: Error {
    var reason: String
  }

  var commands: [Command] = []

  init(text: String) throws {
    var inCommands = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if !line.hasPrefix(" ") {
        inCommands = line == "commands:"
        continue
      }
      guard inCommands else { continue }
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

  /// For the executable product `product`, the commands that read files under `folder`,
  /// directly or through another command's output, in the order they must run (each program
  /// with its arguments), and every file the product's build reads that none of them writes
  /// (outside `folder`). The compiler's output is asked for as text, as SwiftPM shows it.
  func commands(replaying folder: String, forProductNamed product: String) throws -> (
    commands: [[String]], unchanged: [String]
  ) {
    // The link: SwiftPM names it after the product, its target triple and configuration
    // (`C.Checklists-x86_64-unknown-linux-gnu-debug.exe`), and it writes the executable.
    let roots = commands.indices.filter {
      commands[$0].name.hasPrefix("C.\(product)-") && commands[$0].name.hasSuffix("-debug.exe")
        && commands[$0].outputs.contains { URL(fileURLWithPath: $0).lastPathComponent == product }
    }
    guard roots.count == 1, let root = roots.first else {
      throw Unreadable(reason: "\(roots.count) link commands for \(product)")
    }
    var producer: [String: Int] = [:]
    for (index, command) in commands.enumerated() {
      for output in command.outputs { producer[output] = index }
    }
    // Each command of the product's build after the commands it reads from (depth first), and
    // whether it reads from `folder`.
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
    guard visit(root) else {
      throw Unreadable(reason: "\(product) is not built from \(folder)")
    }
    var replayed: [[String]] = []
    var written: Set<String> = []
    for index in order where reads[index] == true {
      let command = commands[index]
      written.formUnion(command.outputs)
      switch command.tool {
      case "shell":
        guard !command.arguments.isEmpty else {
          throw Unreadable(reason: "\(command.name) has no program")
        }
        replayed.append(command.arguments.filter { $0 != "-parseable-output" })
      // A list of file names (the module's sources, the link's objects): the same while the
      // folder holds the same files.
      case "write-auxiliary-file", "phony": continue
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
}

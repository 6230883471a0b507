// When a module's interface is written, before its compile ends: what lets the compile of a
// module that imports it start early, as the driver's own pipelining does.

import Foundation

/// The sign that a compile command has written its module's interface, so that the next
/// command, which imports the module, may start while the rest of the compile goes on (the
/// driver's emit-module job ends long before its other jobs do). The emit-module job writes its
/// dependency file, `<module>.emit-module.d` beside the output file map, after the module's
/// files (`.swiftmodule`, `.swiftdoc`, `.swiftsourceinfo`): a new stamp on it means they are
/// all written.
///
/// ```swift
/// if let sign = WrittenInterface(of: compile, before: compileTests) {
///   // ... wait until `sign.isWritten` or the compile ends
/// }
/// ```
struct WrittenInterface {
  /// The emit-module job's dependency file.
  let dependencies: String
  /// The module's files the next command reads, and their siblings the compiler reads with
  /// them.
  let files: [String]
  /// The dependency file's stamp before the compile ran.
  let before: FileStamp

  /// The sign for `command`, a compile, and `next`, when `next` reads of `command`'s outputs
  /// only its module (no object file) and writes nothing `command` reads or writes; nil when
  /// it does not, or `command` is not a compile that emits a module.
  init?(of command: BuildPlan.Command, before next: BuildPlan.Command) {
    let read = Set(next.inputs).intersection(command.outputs)
    guard !read.isEmpty, read.allSatisfy({ $0.hasSuffix(".swiftmodule") }),
      Set(next.outputs).isDisjoint(with: command.inputs + command.outputs),
      command.arguments.contains("-emit-module"),
      let module = command.value(after: "-module-name"),
      let map = command.value(after: "-output-file-map")
    else { return nil }
    dependencies =
      URL(fileURLWithPath: map).deletingLastPathComponent()
      .appendingPathComponent("\(module).emit-module.d").path
    // Without a dependency file from an earlier build there is nothing to see change.
    guard FileManager.default.fileExists(atPath: dependencies) else { return nil }
    files = read.sorted().flatMap { module in
      let stem = module.dropLast(".swiftmodule".count)
      return [module, stem + ".swiftdoc", stem + ".swiftsourceinfo"]
    }
    before = FileStamp(path: dependencies)
  }

  /// Whether the interface was written since the compile began.
  var isWritten: Bool { FileStamp(path: dependencies) != before }

  /// The stamps of the module's files, to find whether they changed again while the next
  /// command read them.
  var stamps: [String: FileStamp] {
    Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
  }
}

extension BuildPlan.Command {
  /// The argument after an option, when it has one.
  func value(after option: String) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }
}

/// A command run on a thread of its own while the build goes on, waited for before it ends.
final class BackgroundRun: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  /// Written on the command's thread before `done` is signalled; read after it is waited on.
  private var result: Result<ReplayedBuild.Run, any Error> = .failure(CancellationError())
  /// Whether `done` was waited on: only ever by the thread that made this.
  private var waited = false

  init(_ body: @escaping @Sendable () throws -> ReplayedBuild.Run) {
    Thread { [self] in
      result = Result(catching: body)
      done.signal()
    }.start()
  }

  /// Whether the command ended, waiting for it up to `seconds`.
  func hasEnded(waiting seconds: TimeInterval) -> Bool {
    if !waited, done.wait(timeout: .now() + seconds) == .success {
      waited = true
    }
    return waited
  }

  /// The command's run, once it ended (waiting again returns it again).
  @discardableResult func wait() throws -> ReplayedBuild.Run {
    if !waited {
      done.wait()
      waited = true
    }
    return try result.get()
  }
}

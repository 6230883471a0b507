// Swift 3 and 4 code's `UNNotificationSound.default()` compiles in Swift 4's language mode, as
// the SDK of the time served it, and nowhere later.

import Foundation
import Testing

@Suite struct OldSpellingTests {
  /// The folder of the built modules, beside the test bundle being run.
  var modules: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
  }

  /// Type-checks one file against the built UserNotifications module in a language mode, and
  /// returns the compiler's exit status and output.
  func typecheck(_ source: String, mode: String) throws -> (status: Int32, output: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("old-spelling-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Old.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // The kit's one C module (the tests' host hook) is found by its module map, as SwiftPM
    // gives it to a package that uses the kit.
    let hostHook = modules.deletingLastPathComponent()
      .appendingPathComponent("HeadlessTestHost.build/module.modulemap")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", mode, "-I", modules.path,
      "-Xcc", "-fmodule-map-file=\(hostHook.path)", file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/env")))
  func defaultCalledAsAMethodCompilesInSwift4AndNotInSwift5() throws {
    let source = """
      import HeadlessUserNotifications
      let sound: UNNotificationSound = UNNotificationSound.default()
      """
    guard FileManager.default.fileExists(atPath: modules.path) else {
      Issue.record("no built modules at \(modules.path)")
      return
    }
    let old = try typecheck(source, mode: "4")
    #expect(old.status == 0, "\(old.output)")
    let current = try typecheck(source, mode: "5")
    #expect(current.status != 0)
    #expect(current.output.contains("use UNNotificationSound.default"), "\(current.output)")
  }
}

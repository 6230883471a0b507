// How the tool names itself in messages: as the reader can type it where they are.

import BasicTestSupport
import Foundation
import Testing

@testable import CommandLineKit

@Suite struct ToolEnvironmentTests {
  @Test func anInstalledToolIsStepwiseAndABuildInItsPackageIsSwiftRun() throws {
    let bin = try TemporaryFolder()
    let package = try TemporaryFolder()
    let executable = package.url.appendingPathComponent(".build/debug/stepwise")
    try package.write("", to: ".build/debug/stepwise")
    try FileManager.default.createSymbolicLink(
      at: bin.url.appendingPathComponent("stepwise"), withDestinationURL: executable)
    func environment(path: String, in folder: URL) -> ToolEnvironment {
      ToolEnvironment(
        variables: ["PATH": path], currentDirectory: folder, executable: executable)
    }

    #expect(environment(path: "/usr/bin:\(bin.url.path)", in: bin.url).commandName == "stepwise")
    #expect(
      environment(path: "/usr/bin", in: package.url.appendingPathComponent("Sources")).commandName
        == "swift run stepwise")
    #expect(
      environment(path: "/usr/bin", in: bin.url).commandName
        == "../\(package.url.lastPathComponent)/.build/debug/stepwise",
      "from beside the package, shorter than the whole path")
    #expect(
      environment(path: "/usr/bin", in: bin.url.appendingPathComponent("a/b/c/d/e/f/g/h/i/j"))
        .commandName
        == executable.path,
      "the whole path where it is shorter")
    #expect(
      ToolEnvironment(variables: [:], currentDirectory: bin.url, executable: nil).commandName
        == "stepwise")
    // A folder whose name starts with the package's is beside it, not in it.
    let beside = URL(fileURLWithPath: package.url.path + "-mine")
    #expect(
      environment(path: "/usr/bin", in: beside).commandName
        == "../\(package.url.lastPathComponent)/.build/debug/stepwise")
  }

  @Test func aBuildIsNamedThroughSwiftPMsShortLink() throws {
    let package = try TemporaryFolder()
    try package.write("", to: ".build/x86_64-unknown-linux-gnu/debug/stepwise")
    try FileManager.default.createSymbolicLink(
      at: package.url.appendingPathComponent(".build/debug"),
      withDestinationURL: package.url.appendingPathComponent(
        ".build/x86_64-unknown-linux-gnu/debug"))
    let executable = package.url.appendingPathComponent(
      ".build/x86_64-unknown-linux-gnu/debug/stepwise")

    #expect(
      ToolEnvironment.shortBuildPath(of: executable).path
        == package.url.appendingPathComponent(".build/debug/stepwise").path)
    #expect(
      ToolEnvironment(
        variables: ["PATH": "/usr/bin"], currentDirectory: package.url.deletingLastPathComponent(),
        executable: executable
      ).commandName == "\(package.url.lastPathComponent)/.build/debug/stepwise")
  }
}

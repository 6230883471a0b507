// How the tool names itself in messages: as the reader can type it where they are.

import Foundation
import StepwiseTestSupport
import Testing

@testable import StepwiseCLI

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
    #expect(environment(path: "/usr/bin", in: bin.url).commandName == executable.path)
    #expect(
      ToolEnvironment(variables: [:], currentDirectory: bin.url, executable: nil).commandName
        == "stepwise")
  }
}

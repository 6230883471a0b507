// `@main` on an app delegate: the program opens the app in the simulator, in its sandbox.

import AppProgram
import CommandLineKit
import Foundation
import HeadlessUIKitCore

extension UIApplicationDelegate {
  /// The entry point `@main` finds on an app delegate, as in UIKit: the program runs the app
  /// in the terminal simulator (or plays a script with `--play`), in its sandbox, and exits
  /// with 0 when every command ran and every expectation held, 1 otherwise, 2 for a usage
  /// mistake.
  ///
  /// The app delegate says what the app's Info.plist would in ``infoPlist``.
  public static func main() {
    guard let infoPlist = Self.infoPlist else {
      let message = AppProcess.missingInfoPlist(delegate: "\(Self.self)")
      FileHandle.standardError.write(Data(message.utf8))
      exit(ExitCode.usageError.rawValue)
    }
    let arguments = CommandLine.arguments
    let programName = URL(fileURLWithPath: arguments.first ?? "app").lastPathComponent
    let process = AppProcess(
      app: AppDescriptor(id: programName, infoPlist: infoPlist), programName: programName,
      console: .standard(readsAhead: false), environment: .current())
    exit(process.run(Array(arguments.dropFirst())).rawValue)
  }
}

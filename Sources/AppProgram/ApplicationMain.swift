// The program `@main` on an app delegate runs, installed for HeadlessUIKit's `main()`.

import CommandLineKit
import Foundation
import HeadlessUIKitCore
import ViewHarness

/// Installs ``AppProcess`` as the program of an app delegate marked `@main`. The kit's own
/// definition of this C function, linked when this module is not, installs nothing; this one
/// replaces it at link time (see ``AppEntryPoint``).
@_cdecl("stepwise_install_app_program")
func installAppProgram() {
  MainActor.assumeIsolated {
    // Before any of the app's code: `main()` installs the program before it reads the
    // delegate's `infoPlist`, whose initializer is the app's.
    AppProcess.channelSecret = AppChannel.takeSecret()
    AppEntryPoint.install { delegate, infoPlist in
      AppProcess.runMain(delegate: delegate, infoPlist: infoPlist).rawValue
    }
  }
}

extension AppProcess {
  /// What `@main` does: the app in the terminal simulator (or a script played with
  /// `--play`), in its sandbox; the program's exit code.
  static func runMain(delegate: String, infoPlist: InfoPlist?) -> ExitCode {
    guard let infoPlist else {
      let message = missingInfoPlist(delegate: delegate)
      FileHandle.standardError.write(Data(message.utf8))
      return .usageError
    }
    let arguments = CommandLine.arguments
    let programName = URL(fileURLWithPath: arguments.first ?? "app").lastPathComponent
    let process = AppProcess(
      app: AppDescriptor(id: programName, infoPlist: infoPlist), programName: programName,
      console: .standard(readsAhead: false), environment: .current())
    return process.run(Array(arguments.dropFirst()))
  }
}

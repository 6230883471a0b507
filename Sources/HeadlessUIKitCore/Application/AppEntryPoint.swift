// The program `@main` runs an app in, installed by the module that holds it: the simulated
// UIKit stays below the simulator, the scripts and the command line that run an app.

internal import HeadlessTestHost

/// The program an app delegate marked `@main` runs: the terminal simulator, or a played
/// script, in the app's container.
///
/// The kit's AppProgram module holds it and installs it here from the C function
/// `stepwise_install_app_program`, which it defines and which every app links through the
/// kit's `HeadlessUIKit` product; HeadlessUIKit's `main()` asks for it. Where AppProgram is
/// not linked, the kit's own (weak) definition of that function installs nothing.
package enum AppEntryPoint {
  /// Runs the app whose delegate has this name and says this of its Info.plist; returns the
  /// program's exit status.
  package typealias Program = @MainActor (_ delegate: String, _ infoPlist: InfoPlist?) -> Int32

  @MainActor private static var installed: Program?

  /// Makes `program` the one `@main` runs.
  @MainActor package static func install(_ program: @escaping Program) {
    installed = program
  }

  /// The program the app links, installed on first use; nil when it links none.
  @MainActor package static var program: Program? {
    if installed == nil { stepwise_install_app_program() }
    return installed
  }
}

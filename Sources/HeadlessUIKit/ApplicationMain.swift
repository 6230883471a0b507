// `@main` on an app delegate: the program opens the app in the simulator, in its sandbox.

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
    guard let program = AppEntryPoint.program else {
      let message = """
        \(Self.self) is marked @main, but this program does not link the simulator that runs \
        it: the app's target should depend on the kit's HeadlessUIKit product, which brings it.

        """
      FileHandle.standardError.write(Data(message.utf8))
      exit(2)
    }
    exit(program("\(Self.self)", Self.infoPlist))
  }
}

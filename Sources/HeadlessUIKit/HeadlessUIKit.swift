// The module an app imports: the simulated UIKit, with Foundation, as `import UIKit` gives.

// UIKit itself is an umbrella over UIKitCore; this module is the same shape. The views,
// controllers and the application live in HeadlessUIKitCore, which the simulated device
// (ViewHarness) and the tool build on; this module adds what only an app needs: the entry
// point `@main` finds on its app delegate.
@_exported import Foundation
@_exported import HeadlessUIKitCore

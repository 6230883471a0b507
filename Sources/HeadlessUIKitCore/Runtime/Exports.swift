// Foundation comes with the kit, as it comes with UIKit.

// `import UIKit` makes Foundation's types visible (IndexPath, Data, Date, URL, FileManager,
// UserDefaults, CGRect…), so `import HeadlessUIKit` does too: a file written for UIKit
// compiles here after changing only its import line.
@_exported import Foundation

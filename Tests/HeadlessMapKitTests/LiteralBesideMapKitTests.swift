// A colour literal with no type around it, in a file that imports several of the kit's
// modules, as an app's map screen does: one module declares UIKit's literal type.

import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Testing

@Suite @MainActor struct LiteralBesideMapKitTests {
  @Test func aColourLiteralInADictionaryIsAUIColorBesideMapKit() {
    // If two of the kit's modules declared _ColorLiteralType, this line would not compile:
    // the literal's type would be ambiguous.
    let pin: [String: Any] = ["tint": #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)]
    #expect(pin["tint"] as? UIColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
    #expect(MKMapView().annotations.isEmpty)
  }
}

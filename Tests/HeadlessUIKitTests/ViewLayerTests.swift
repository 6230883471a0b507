// What apps set on a view's layer and a button's images, kept as UIKit keeps them.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct ViewLayerTests {
  @Test func aViewsLayerKeepsItsCornersBorderAndShadow() {
    let view = UITextView()
    #expect(view.layer === view.layer, "one layer per view")
    #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0)
    view.layer.cornerRadius = 8
    view.layer.borderWidth = 0.5
    view.layer.borderColor = UIColor.systemFill.cgColor
    view.layer.masksToBounds = true
    #expect(view.layer.cornerRadius == 8 && view.layer.borderWidth == 0.5)
    #expect(view.layer.borderColor == UIColor.systemFill.cgColor)
    #expect(view.layer.masksToBounds)
    #expect(UIView().layer !== view.layer)
  }

  @Test func aColourCrossesToCoreGraphicsAndBack() {
    let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    #expect(orange.cgColor.components == [1, 0.5, 0, 0.25])
    #expect(UIColor(cgColor: orange.cgColor) == orange)
    #expect(UIColor.systemFill.cgColor.alpha == 0.2)
    #expect(UIColor.systemGray6 == UIColor.systemGray6)
    #expect(UIColor.systemGray6 != UIColor.secondarySystemBackground, "a system colour is itself")
  }

  @Test func aButtonKeepsItsImagesByState() {
    let button = UIButton(type: .system)
    let square = UIImage(systemName: "square")
    let checked = UIImage(systemName: "checkmark.square")
    button.setBackgroundImage(square, for: .normal)
    #expect(button.currentBackgroundImage?.name == "square")
    button.setBackgroundImage(checked, for: .normal)
    #expect(button.backgroundImage(for: .highlighted)?.name == "checkmark.square")
    button.setImage(square, for: .disabled)
    #expect(button.currentImage == nil, "the disabled state's image only")
    button.isEnabled = false
    #expect(button.currentImage?.name == "square")
  }
}

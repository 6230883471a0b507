// UIColor: components, UIKit's colour-space equality, system and catalog colours, and the
// views that use colours (tint inheritance, label text, button titles, switches).

import HeadlessUIKit
import Testing

@MainActor
@Suite struct ColorTests {
  /// The red, green, blue and alpha a colour resolves to.
  static func components(_ color: UIColor) -> [CGFloat] {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
  }

  @Test func componentsAreKeptAsGivenEvenOutsideZeroToOne() {
    let color = UIColor(red: 1.2, green: 0.5, blue: -0.1, alpha: 1)
    #expect(Self.components(color) == [1.2, 0.5, -0.1, 1])
    #expect(color.description == "UIExtendedSRGBColorSpace 1.2 0.5 -0.1 1")
  }

  @Test func equalityComparesColourSpacesLikeUIKit() {
    #expect(UIColor(white: 0, alpha: 1) == .black)
    #expect(UIColor(red: 0, green: 0, blue: 0, alpha: 1) != .black, "black is a grey")
    #expect(
      Self.components(UIColor(red: 0, green: 0, blue: 0, alpha: 1)) == Self.components(.black))
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor.label == .label)
    #expect(UIColor.label === UIColor.label, "the text colours are one object each, as in UIKit")
    #expect(UIColor.secondaryLabel === UIColor.secondaryLabel)
    #expect(UIColor.label != .black, "a system colour equals only itself")
    #expect(Self.components(.label) == [0, 0, 0, 1], "light mode")
    #expect(UIColor.systemBlue.withAlphaComponent(0.5) != .systemBlue)
    #expect(Set([UIColor.red, .red, .systemRed, UIColor(white: 1, alpha: 1), .white]).count == 3)
  }

  @Test func greysAnswerGetWhiteAndColoursDoNot() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
    #expect(white == 0.5 && alpha == 1)
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
  }

  @Test func systemColoursResolveToTheirLightModeValues() {
    let blue: CGFloat = 122.0 / 255
    #expect(Self.components(.systemBlue) == [0, blue, 1, 1])
    let grey: CGFloat = 60.0 / 255
    let blueGrey: CGFloat = 67.0 / 255
    #expect(Self.components(.secondaryLabel) == [grey, grey, blueGrey, 0.6])
    #expect(Self.components(.systemBackground) == [1, 1, 1, 1])
    #expect(UIColor.systemGreen.description == "<UIDynamicSystemColor: name = systemGreenColor>")
  }

  @Test func namedColoursComeFromTheRunningAppsCatalog() throws {
    #expect(UIColor(named: "Accent") == nil, "no app is running")
    let accent = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let app = try RunningApp(
      RunningApp.descriptor(assets: AssetCatalog(colors: ["Accent": accent])))
    defer { app.stop() }
    let loaded = try #require(UIColor(named: "Accent"))
    #expect(Self.components(loaded) == Self.components(accent))
    #expect(UIColor(named: "Accent") == loaded)
    #expect(UIColor(named: "accent") == nil, "names are case-sensitive")
  }

  @Test func aViewInheritsItsTintUntilItSetsOne() {
    let window = UIWindow()
    let container = UIView()
    let label = UILabel()
    window.addSubview(container)
    container.addSubview(label)
    #expect(label.tintColor == .systemBlue)
    window.tintColor = .systemRed
    #expect(label.tintColor == .systemRed)
    container.tintColor = .systemGreen
    #expect(label.tintColor == .systemGreen)
    container.tintColor = nil
    #expect(label.tintColor == .systemRed, "nil inherits again")
    #expect(container.backgroundColor == nil)
    container.backgroundColor = .systemBackground
    #expect(container.backgroundColor == .systemBackground)
  }

  @Test func aLabelsTextColourIsLabelUnlessSetAndNilRestoresIt() {
    let label = UILabel()
    #expect(label.textColor == .label)
    label.textColor = label.tintColor
    #expect(label.textColor == .systemBlue)
    label.textColor = nil
    #expect(label.textColor == .label)
  }

  @Test func aButtonsTitleColourFallsBackToTheNormalState() {
    let button = UIButton(type: .system)
    #expect(button.titleColor(for: .normal) == nil)
    #expect(button.currentTitleColor == .systemBlue, "a system button's title is its tint")
    button.setTitleColor(.black, for: .normal)
    button.setTitleColor(.gray, for: .disabled)
    #expect(button.titleColor(for: .highlighted) == .black)
    #expect(button.currentTitleColor == .black)
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.currentTitleColor == .gray)
    #expect(UIButton(frame: .zero).currentTitleColor == .white, "a custom button's is white")
  }

  @Test func aButtonsTitleFallsBackToTheNormalStateToo() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving…", for: .disabled)
    #expect(button.currentTitle == "Save")
    button.isEnabled = false
    #expect(button.currentTitle == "Saving…")
    #expect(button.title(for: .selected) == "Save")
  }

  @Test func aButtonsTitleLabelShowsTheCurrentTitleAndOnlyIt() throws {
    let button = UIButton(type: .system)
    let label = try #require(button.titleLabel, "there before the button is shown")
    #expect(label.text == nil)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving…", for: .disabled)
    #expect(button.titleLabel?.text == "Save")
    button.isEnabled = false
    #expect(button.titleLabel?.text == "Saving…", "the state's own title")
    button.titleLabel?.text = "Typed over"
    #expect(button.titleLabel?.text == "Saving…", "setTitle(_:for:) sets the text, not the label")
    #expect(button.titleLabel === label, "one label for the button's life")
  }

  @Test func aSwitchKeepsItsTints() {
    let control = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    #expect(control.onTintColor == nil)
    control.onTintColor = .systemGreen
    control.thumbTintColor = .white
    #expect(control.onTintColor == .systemGreen)
    #expect(control.thumbTintColor == .white)
    #expect(control.frame.origin.x == 10)
  }
}

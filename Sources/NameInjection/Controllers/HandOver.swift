// The three ways the name input screen can hand the name to the name screen.

/// How the typed name reaches the name screen.
enum HandOver: CaseIterable {
  /// A `var` set after the screen is created; `viewDidLoad` then overwrites it by mistake.
  case variable
  /// A `let` fixed in `init?(coder:)`: it cannot change, and it cannot take the typed name.
  case fixedInInit
  /// A `let` set by a custom initializer that the storyboard's creator closure calls.
  case injectedByCreator

  /// The row title on the first screen.
  var title: String {
    switch self {
    case .variable: "var を生成後にセット"
    case .fixedInInit: "let を init?(coder:) で固定"
    case .injectedByCreator: "let を creator で注入"
    }
  }

  /// What happens to the typed name.
  var outcome: String {
    switch self {
    case .variable: "viewDidLoad で上書きされる"
    case .fixedInInit: "入力に関係なく固定値"
    case .injectedByCreator: "入力した名前が届く"
    }
  }
}

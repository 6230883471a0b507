// The names app as the simulated device and the `stepwise` tool see it. It stands for the Xcode
// target's Info.plist: with the storyboard declarations, the only code here written for the kit.

import HeadlessUIKit

/// A name typed on one screen and shown on the next, handed over in three ways: a `var` set
/// after creation, a `let` fixed in `init?(coder:)`, and a `let` injected through the
/// storyboard's creator closure.
public enum NameInjection {
  /// The app's descriptor.
  public static let app = AppDescriptor(
    id: "names",
    title: "Names (storyboard injection)",
    summary: "Three ways to hand a name to a storyboard screen, ending with a let injected.",
    chapter: "names.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { MainStoryboard.make() },
    glossary: glossary)

  /// The screens' Japanese words, as the article wrote them, with their English meaning.
  static let glossary: KeyValuePairs<String, String> = [
    "名前の受け渡し": "Handing Over a Name",
    "var を生成後にセット": "var set after creation",
    "let を init?(coder:) で固定": "let fixed in init?(coder:)",
    "let を creator で注入": "let injected by the creator",
    "viewDidLoad で上書きされる": "overwritten in viewDidLoad",
    "入力に関係なく固定値": "a fixed value, whatever was typed",
    "入力した名前が届く": "the typed name arrives",
    "名前入力": "Enter a Name",
    "名前を入力してください": "Please enter a name",
    "お名前画像": "Name Picture",
    "名無し": "Nameless",
  ]
}

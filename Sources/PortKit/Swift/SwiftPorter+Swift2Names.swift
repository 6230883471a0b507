// Delegate methods still named as Swift 2 named them, which no delegate call reaches.

extension SwiftPorter {
  /// Reports a method named as Swift 2 wrote delegate methods,
  /// `func textField(textField: UITextField, shouldChangeCharactersInRange …)`: since Swift 3
  /// its first parameter has a label, so its Objective-C name is
  /// `textFieldWithTextField:shouldChangeCharactersInRange:…`, not the delegate protocol's
  /// `textField:shouldChangeCharactersInRange:…`, and UIKit never calls it; nor does the kit,
  /// whose protocols have Swift 3's names.
  mutating func reportSwift2DelegateNames(in index: Int) {
    let file = project.files[index]
    let source = file.source
    for type in source.topLevelDeclarations
    where type.keyword == "class" || type.keyword == "extension" {
      for method in source.members(of: type) where method.keyword == "func" {
        // The first parameter is labelled and named after its UIKit class, and the method
        // after the parameter: `textField(textField: UITextField, …)`,
        // `textFieldShouldReturn(textField: UITextField)`.
        guard let first = method.parameters.first, let label = first.label,
          let initial = label.first, method.name.hasPrefix(label),
          first.type.filter({ !"!? ".contains($0) })
            == "UI" + initial.uppercased() + label.dropFirst()
        else { continue }
        let labels = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let rest = method.parameters.dropFirst().map { ($0.label ?? "") + ":" }.joined()
        let selector = method.name + "With" + initial.uppercased() + label.dropFirst() + ":" + rest
        report.untranslated(
          file.path, source.line(at: source.tokens[method.keywordToken].start),
          "\(method.name)(\(labels)) is never called, on iOS as here: since Swift 3 its first "
            + "parameter has a label, so Objective-C knows it as \(selector), not as the "
            + "delegate method \(method.name):\(rest); name the first parameter _ and use "
            + "Swift's names for the rest (the delegate protocol's declaration shows them)")
      }
    }
  }
}

// A private method named as a delegate method: on iOS it never runs, and here it would not
// compile.

extension SwiftPorter {
  /// Renames a `private` (or `fileprivate`) method that has a UIKit delegate method's
  /// signature, `private func application(_ application: UIApplication,
  /// didFinishLaunchingWithOptions …)`, which Xcode's migrators wrote to silence "nearly
  /// matches an optional requirement".
  ///
  /// On iOS a private method cannot satisfy an optional requirement of an Objective-C
  /// protocol, so UIKit never calls it. The kit's requirements are plain Swift ones with
  /// default implementations, where the same method is an error ("must be as accessible as
  /// its enclosing type"). Given another name it compiles, and still never runs, as on iOS.
  /// A method the file calls by its name is reported instead.
  mutating func renamePrivateDelegateLookalikes(in index: Int) {
    let file = project.files[index]
    let source = file.source
    let tokens = source.tokens
    for type in source.topLevelDeclarations
    where type.keyword == "class" || type.keyword == "extension" {
      for method in source.members(of: type)
      where method.keyword == "func" && Self.optionalRequirements.contains(method.name)
        && method.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" })
      {
        // A delegate method's first parameter is unlabelled and of its UIKit class:
        // `application(_ application: UIApplication, …)`.
        guard let first = method.parameters.first, first.label == nil,
          let initial = method.name.first,
          first.type.filter({ !"!? ".contains($0) })
            == "UI" + initial.uppercased() + method.name.dropFirst()
        else { continue }
        let line = source.line(at: tokens[method.keywordToken].start)
        let labels = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let called = tokens.indices.dropFirst().dropLast().contains { position in
          tokens[position].text == method.name && tokens[position + 1].text == "("
            && tokens[position - 1].text != "func"
        }
        guard !called,
          let nameToken = (method.keywordToken + 1...method.last).first(where: {
            tokens[$0].text == method.name
          })
        else {
          report.untranslated(
            file.path, line,
            "private \(method.name)(\(labels)) has a delegate method's name, which iOS never "
              + "calls (a private method cannot satisfy the protocol's optional requirement); "
              + "the kit's requirement is a Swift one, where this does not compile: rename it, "
              + "or drop private if it should run",
            effect: .doesNotCompile)
          continue
        }
        let renamed = "private" + initial.uppercased() + method.name.dropFirst()
        edits[index].append(
          Edit(range: tokens[nameToken].start..<tokens[nameToken].end, text: renamed))
        report.rewritten(
          file.path, line,
          "private \(method.name)(\(labels)) → \(renamed)(\(labels)): iOS never calls it (a "
            + "private method cannot satisfy the protocol's optional requirement); the kit's "
            + "requirement is a Swift one, where the old name does not compile. Drop private "
            + "if it should run, on iOS as here")
      }
    }
  }
}

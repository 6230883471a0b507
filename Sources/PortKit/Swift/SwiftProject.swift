// The Swift files of an app, read once: which classes they declare and what each holds.

import InterfaceBuilderDocuments

/// The app's Swift files and the classes they declare, with the members of each class and
/// of its extensions, in whichever file they are.
struct SwiftProject {
  /// A Swift file of the app.
  struct File {
    /// Its path, relative to the project folder.
    var path: String
    /// Its text and tokens.
    var source: SwiftSource
    /// Its top-level declarations.
    var declarations: [SwiftDeclaration]
  }

  /// A class declared in the app.
  struct Class {
    /// The class's name.
    var name: String
    /// The types after its colon; the first may be its superclass.
    var inherited: [String]
    /// The file that declares it.
    var file: Int
    /// Its declaration.
    var declaration: SwiftDeclaration
    /// The members of its body and of its extensions, with the file of each.
    var members: [(file: Int, declaration: SwiftDeclaration)]
  }

  /// The files, in path order.
  var files: [File]
  /// The classes, by name.
  var classes: [String: Class]

  init(files sources: [(path: String, text: String)]) {
    files = sources.map { path, text in
      let source = SwiftSource(text)
      return File(path: path, source: source, declarations: source.topLevelDeclarations)
    }
    classes = [:]
    for (index, file) in files.enumerated() {
      for declaration in file.declarations where declaration.keyword == "class" {
        classes[declaration.name] = Class(
          name: declaration.name, inherited: declaration.inherited, file: index,
          declaration: declaration,
          members: file.source.members(of: declaration).map { (index, $0) })
      }
    }
    for (index, file) in files.enumerated() {
      for declaration in file.declarations where declaration.keyword == "extension" {
        guard classes[declaration.name] != nil else { continue }
        classes[declaration.name]?.members += file.source.members(of: declaration).map {
          (index, $0)
        }
      }
    }
  }

  /// A class and its superclasses declared in the app, nearest first.
  func lineage(of name: String) -> [Class] {
    var result: [Class] = []
    var current = classes[name]
    while let found = current, !result.contains(where: { $0.name == found.name }) {
      result.append(found)
      current = found.inherited.first.flatMap { classes[$0] }
    }
    return result
  }

  /// Whether a class of the app (or a superclass in the app), or an extension of one,
  /// adopts a protocol; a UIKit table view controller adopts the table's two protocols.
  func conforms(_ className: String, to protocolName: String) -> Bool {
    let lineage = lineage(of: className)
    if lineage.contains(where: { $0.inherited.contains(protocolName) }) { return true }
    if protocolName.hasPrefix("UITableView"),
      uiKitAncestor(of: className) == "UITableViewController"
    {
      return true
    }
    let names = Set(lineage.map(\.name))
    return files.contains { file in
      file.declarations.contains {
        $0.keyword == "extension" && names.contains($0.name) && $0.inherited.contains(protocolName)
      }
    }
  }

  /// The UIKit class a class of the app descends from (`UITableViewController`), if any.
  func uiKitAncestor(of name: String) -> String? {
    guard let last = lineage(of: name).last else { return nil }
    return last.inherited.first { $0.hasPrefix("UI") }
  }

  /// The method of a class (or of its superclasses in the app) that an Interface Builder
  /// selector names, such as `done`, `done:` or `showMessageWithSender:`.
  func method(forSelector selector: String, in className: String) -> SwiftDeclaration? {
    methodAndFile(forSelector: selector, in: className)?.declaration
  }

  /// The method with this selector, and the index of the file that declares it.
  private func methodAndFile(forSelector selector: String, in className: String)
    -> (file: Int, declaration: SwiftDeclaration)?
  {
    for found in lineage(of: className) {
      for (file, member) in found.members
      where member.keyword == "func" && member.objectiveCSelector == selector {
        return (file, member)
      }
    }
    return nil
  }

  /// Whether a method of a class (or of its superclasses in the app) with this selector
  /// never reads its first parameter: the parameter is unnamed (`_`), or its name is not in
  /// the method's body but as an argument label or a member's name.
  func ignoresSender(ofSelector selector: String, in className: String) -> Bool {
    guard let (file, member) = methodAndFile(forSelector: selector, in: className) else {
      return false
    }
    guard let name = member.parameters.first?.name else { return true }
    // The body: after the parameters' parenthesis, to the declaration's end. A use is the
    // name itself, not an argument label (`sender: nil`) or a member's name after a dot.
    let source = files[file].source
    let tokens = source.tokens
    guard
      let open = (member.keywordToken...member.last).first(where: { tokens[$0].text == "(" }),
      let close = source.tokens.closingIndex(of: open), close < member.last
    else { return false }
    return !(close + 1...member.last).contains { index in
      tokens[index].kind == .word && tokens[index].text == name
        && (index + 1 == tokens.count || tokens[index + 1].text != ":")
        && (index == 0 || tokens[index - 1].text != ".")
    }
  }

  /// The type of a property of a class (or of its superclasses in the app), as written.
  func propertyType(_ name: String, in className: String) -> String?? {
    for found in lineage(of: className) {
      for (_, member) in found.members
      where (member.keyword == "var" || member.keyword == "let") && member.name == name {
        return .some(member.type)
      }
    }
    return nil
  }
}

extension SwiftDeclaration {
  /// The Objective-C selector of a method, as Interface Builder writes it (see
  /// ``ObjectiveCSelector``): `done` for `done()`, `showMessageWithSender:` for
  /// `showMessage(sender:)`, `unwindFor:` for `unwind(for:)`; or the name `@objc(name)`
  /// gives it, which replaces the one Swift would.
  var objectiveCSelector: String {
    objectiveCName ?? ObjectiveCSelector.of(method: name, labels: parameters.map(\.label))
  }
}

// A nib declaration (`<Name>.xib.swift`) read into the `.xib` file it stands for.

import InterfaceBuilderDocuments
import XcodeFormats

extension StoryboardDeclaration {
  /// The nib the file declares: the `UINib(name:objects:)` its `make…()` function returns,
  /// each top-level cell and view with its subviews, outlets and actions.
  mutating func readNib(_ source: String) throws(DeclarationError) -> NibModel {
    var reader = try DeclarationReader(source)
    guard let call = reader.call(named: "UINib") else {
      throw DeclarationError(line: 1, message: localized("no UINib(name:objects:) here"))
    }
    let nib = try reader.expression(at: call)
    guard let name = nib.argument("name")?.string else {
      throw DeclarationError(line: nib.line, message: localized("the nib has no name"))
    }
    var model = NibModel(name: name, objects: [])
    for object in nib.argument("objects")?.elements ?? [] {
      let className = Self.typeName(object.positional.first)
      let content = (object.argument("content")?.elements ?? []).compactMap { element($0) }
      switch Self.callee(object) {
      case ".tableViewCell":
        var cell = PrototypeModel(identifier: object.argument("reuseIdentifier")?.string ?? "")
        cell.className = className
        cell.style = Self.member(object.argument("style"))
        cell.accessory = Self.member(object.argument("accessory"))
        cell.content = content
        model.objects.append(.cell(cell))
      case ".view":
        model.objects.append(.view(className: className ?? "UIView", content: content))
      default:
        note(object.line, "a nib object the export cannot read: left out")
      }
    }
    return model
  }
}

// The nib declarations of an app, read back into the `.xib` files they stand for.

import InterfaceBuilderDocuments
import XcodeFormats

extension ExportedProject {
  /// The nibs the declarations (`<Name>.xib.swift`) stand for, each with its file's path; a
  /// declaration that cannot be read is a note, and no `.xib` is written for it. The
  /// selectors they give in place of their methods' own are added to `namedSelectors`.
  static func readNibs(
    _ declarations: [(path: String, text: String)], notes: inout [ExportNote],
    namedSelectors: inout [String: Set<String>]
  ) -> [(path: String, model: NibModel)] {
    var result: [(path: String, model: NibModel)] = []
    for file in declarations {
      var reader = StoryboardDeclaration(path: file.path)
      do {
        let model = try reader.readNib(file.text)
        result.append((file.path, model))
      } catch {
        notes.append(
          ExportNote(
            path: file.path, line: error.line,
            text: "the nib declaration cannot be read (\(error.message)): no .xib is written"))
      }
      notes += reader.notes
      namedSelectors.merge(reader.namedSelectors) { $0.union($1) }
    }
    return result
  }

  /// The outlets the nibs connect, each on the cell or view that declares it.
  static func outlets(of nibs: [NibModel]) -> [SwiftExporter.Outlet] {
    objects(of: nibs).flatMap { owner, content in
      content.compactMap(\.outlet).map { SwiftExporter.Outlet(owner: owner, property: $0) }
    }
  }

  /// The action methods the nibs' controls call, each on the cell or view that declares it.
  static func actions(of nibs: [NibModel]) -> [SwiftExporter.Action] {
    objects(of: nibs).flatMap { owner, content in
      content.flatMap(\.actions.values).map {
        SwiftExporter.Action(owner: owner, selector: $0.selector)
      }
    }
  }

  /// Each top-level object of a class of the app's own, with the views it holds.
  private static func objects(of nibs: [NibModel]) -> [(owner: String, content: [ElementModel])] {
    nibs.flatMap(\.objects).compactMap { object in
      switch object {
      case .cell(let cell):
        cell.className.map { ($0, cell.content) }
      case .view(let className, let content):
        className == "UIView" ? nil : (className, content)
      }
    }
  }
}

// An app's string tables carried into its package, where NSLocalizedString finds them.

import Foundation
import XcodeFormats

/// The string tables of a project's app copied into its package as resources: each
/// `<language>.lproj` folder's `.strings` files into one `<language>.lproj` folder of the
/// app's module, each String Catalog beside them, as Xcode puts them in the app's bundle;
/// what they hold is read first, and what the kit does not show is reported.
///
/// ```swift
/// let port = StringTablePort(project: project, sourcesFolder: "Sources/App")
/// port.files      // Sources/App/ja.lproj/Localizable.strings, …
/// port.resources  // ["en.lproj", "ja.lproj"]
/// ```
struct StringTablePort {
  /// The files to write: paths in the package, and contents (UTF-8, as Xcode compiles them).
  private(set) var files: [(path: String, contents: String)] = []
  /// The resources the app's target copies, by name in its folder.
  private(set) var resources: [String] = []
  /// What the port did and could not do.
  private(set) var report = PortReport()

  /// The tables of a project, for its module in `sourcesFolder`.
  init(project: XcodeProject, sourcesFolder: String) {
    let nibNames = Set(
      ([project.storyboard?.name].compactMap { $0 } + project.xibs.map(\.name)
        + project.otherStoryboards.map {
          URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
        }))
    for (path, data) in project.stringTables {
      let components = path.split(separator: "/").map(String.init)
      let name = components.last ?? path
      let folder = components.dropLast().last.flatMap { $0.hasSuffix(".lproj") ? $0 : nil }
      let table = String(name.prefix { $0 != "." })
      if let folder, nibNames.contains(table) {
        report.untranslated(
          path, nil,
          "not carried: the kit's \(table) is declared in Swift, in the development language, so "
            + "its \(folder.dropLast(".lproj".count)) strings are not applied to it")
        continue
      }
      guard let text = read(path, data, isCatalog: folder == nil) else { continue }
      let destination = [folder, name].compactMap { $0 }.joined(separator: "/")
      guard !files.contains(where: { $0.path == "\(sourcesFolder)/\(destination)" }) else {
        report.untranslated(
          path, nil, "not carried: another \(destination) is carried already (the first one)")
        continue
      }
      files.append(("\(sourcesFolder)/\(destination)", text))
      let resource = folder ?? name
      if !resources.contains(resource) { resources.append(resource) }
      report.mechanical(
        path, nil,
        "copied as \(destination), a resource of the app: NSLocalizedString reads it in the "
          + "device's language (stepwise run --language, a script's language)")
    }
    for path in project.pluralTables {
      report.untranslated(
        path, nil,
        "not carried: plural rules (.stringsdict) are not applied; the key's value in the "
          + ".strings table, else the key itself, is shown")
    }
  }

  /// A table's text once it reads as one, else nil with the reason reported (and its line).
  private mutating func read(_ path: String, _ data: Data, isCatalog: Bool) -> String? {
    if isCatalog {
      do throws(StringCatalog.ReadError) {
        _ = try StringCatalog(data: data)
      } catch {
        report.untranslated(path, nil, "not carried: not a String Catalog (\(error))")
        return nil
      }
      for key in StringCatalog.keysWithVariations(in: data) {
        report.untranslated(
          path, line(of: "\"\(key)\"", in: data),
          "\"\(key)\" varies by plural or device: its \"other\" form is always shown")
      }
      return String(decoding: data, as: UTF8.self)
    }
    guard let text = StringTable.text(of: data) else {
      report.untranslated(path, nil, "not carried: not UTF-8 or UTF-16 text")
      return nil
    }
    var reader = StringsFileReader(text)
    if reader.read() == nil, StringTable(strings: text) == nil {
      report.untranslated(
        path, reader.mistakeLine,
        "not carried: not a strings table here (a quoted key = quoted value; pair expected)")
      return nil
    }
    return text
  }

  /// The line of the first occurrence of `text` in a file.
  private func line(of text: String, in data: Data) -> Int? {
    let whole = String(decoding: data, as: UTF8.self)
    guard let range = whole.range(of: text) else { return nil }
    return whole[..<range.lowerBound].filter { $0 == "\n" }.count + 1
  }
}

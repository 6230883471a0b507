// An asset catalog (`Assets.xcassets`): the names of its image sets and the files of its sets,
// read from a project's files and written as Xcode writes a new catalog.

/// An asset catalog as the port and the export see it: the names of its image sets, and the
/// files of its sets.
///
/// The port reads the names from where a project's image sets are, and keeps each set's files
/// (``setFile(_:)``: image sets, the app icon, colours) for the export to take back; for an
/// image name with no picture (a stage of the course), the export writes an empty image set,
/// which the learner fills by dragging the picture in.
/// `AssetCatalogFolder(paths: catalog.files.map(\.path))` gives the catalog back.
package struct AssetCatalogFolder: Equatable, Sendable {
  /// The image sets' names, in order, each once.
  package let imageNames: [String]

  /// A catalog of image sets with these names.
  package init(imageNames: [String]) {
    self.imageNames = Set(imageNames).sorted()
  }

  /// The kinds of set a catalog holds, by their folders' extensions: images, app icons,
  /// colours, SF Symbols and data.
  package static let setExtensions = [
    ".imageset", ".appiconset", ".colorset", ".symbolset", ".dataset",
  ]

  /// The name Xcode's build settings give the app icon (`ASSETCATALOG_COMPILER_APPICON_NAME`)
  /// and the accent colour (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), as a new
  /// project names them.
  package static let appIconName = "AppIcon"
  package static let accentColorName = "AccentColor"

  /// A file of a set (its `Contents.json` or a picture) by its path from the catalog's sets,
  /// `Folder.imageset/Folder@2x.png` or `AppIcon.appiconset/Icon.png`, for a project file's
  /// path inside a `.xcassets` folder (in a group folder or not); nil for any other file.
  package static func setFile(_ path: String) -> String? {
    let components = path.split(separator: "/")
    guard
      let set = components.lastIndex(where: { component in
        setExtensions.contains { component.hasSuffix($0) }
      }),
      set < components.count - 1,
      components[..<set].contains(where: { $0.hasSuffix(".xcassets") })
    else { return nil }
    return components[set...].joined(separator: "/")
  }

  /// The files of the sets among `paths`, each with its path from its catalog
  /// (``setFile(_:)``), in path order; of two sets of one name (in two catalogs, or in two
  /// group folders of one), the first in path order, whole; and the names of the others, left
  /// out.
  package static func setFiles(among paths: [String]) -> (
    files: [(path: String, inside: String)], leftOut: [String]
  ) {
    var folders: [String: Substring] = [:]
    var files: [(path: String, inside: String)] = []
    var leftOut: Set<String> = []
    for path in paths.sorted() {
      guard let inside = setFile(path) else { continue }
      // The set's name, and the folder it is in: a set of the same name elsewhere is another.
      let name = String(inside.prefix { $0 != "/" })
      let folder = path.dropLast(inside.count - name.count)
      guard folders[name, default: folder] == folder else {
        leftOut.insert(name)
        continue
      }
      folders[name] = folder
      files.append((path, inside))
    }
    return (files, leftOut.sorted())
  }

  /// The catalog the paths of a project's files hold: a name for each `.imageset` folder
  /// with a `Contents.json`, inside a `.xcassets` folder (in a group folder or not).
  package init(paths: [String]) {
    self.init(
      imageNames: paths.compactMap { path in
        guard let file = Self.setFile(path), file.hasSuffix(".imageset/Contents.json")
        else { return nil }
        return String(file.dropLast(".imageset/Contents.json".count))
      })
  }

  /// The catalog's files, by path from the folder holding `Assets.xcassets`: the catalog's
  /// `Contents.json` and an image set of the three scales for each name, with no picture.
  package var files: [(path: String, text: String)] {
    let info = "\"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
    var files = [("Assets.xcassets/Contents.json", "{\n  \(info)\n}\n")]
    let scales = ["1x", "2x", "3x"].map { scale in
      "    {\n      \"idiom\" : \"universal\",\n      \"scale\" : \"\(scale)\"\n    }"
    }
    for name in imageNames {
      files.append(
        (
          "Assets.xcassets/\(name).imageset/Contents.json",
          "{\n  \"images\" : [\n\(scales.joined(separator: ",\n"))\n  ],\n  \(info)\n}\n"
        ))
    }
    return files
  }
}

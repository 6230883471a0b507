// The app's asset catalog in the Xcode project: a set for each image name the app has, and
// the sets a ported app keeps (pictures, the app icon, colours) as they are.

import Foundation
import XcodeFormats

extension ExportedProject {
  /// What the export wrote of the asset catalog, for the project file.
  struct WrittenCatalog {
    /// Whether there is a catalog at all.
    var isWritten = false
    /// The app icon set's name, for `ASSETCATALOG_COMPILER_APPICON_NAME`.
    var appIcon: String?
    /// The accent colour set's name, for `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`.
    var accentColor: String?
    /// The note asking for the pictures of the image sets written empty.
    var notes: [ExportNote] = []
  }

  /// Adds the asset catalog: for each image name, its set as the package keeps it (in `sets`,
  /// by path from the catalog: a ported app's, pictures and all) when it has a picture, else an
  /// empty one, whose picture the note asks for; and every other set the package keeps (the
  /// app icon, colours) as it is. A set left out (another of its name came first) is a note.
  mutating func addAssetCatalog(
    images: [String], sets catalogSets: (files: [(path: String, data: Data)], leftOut: [String])
  ) -> WrittenCatalog {
    let sets = catalogSets.files
    func setName(_ path: String) -> String { String(path.prefix { $0 != "/" }) }
    // An image set is kept as the package has it when it has a picture.
    let pictured = Set(
      sets.filter { !$0.path.hasSuffix("/Contents.json") }.map { setName($0.path) })
    let kept = Set(images).filter { pictured.contains("\($0).imageset") }
    let others = sets.filter { !setName($0.path).hasSuffix(".imageset") }
    let leftOut = catalogSets.leftOut.map { set in
      ExportNote(
        path: "Assets.xcassets", line: nil,
        text: "\(set): not carried: another folder of the catalog has a set of this name; "
          + "rename one")
    }
    guard !images.isEmpty || !others.isEmpty else { return WrittenCatalog(notes: leftOut) }
    for file in AssetCatalogFolder(imageNames: images.filter { !kept.contains($0) }).files {
      files.append(("\(name)/\(file.path)", file.text))
    }
    for (path, data) in sets
    where others.contains(where: { $0.path == path })
      || kept.contains(where: { setName(path) == "\($0).imageset" })
    {
      assetFiles.append(("\(name)/Assets.xcassets/\(path)", data))
    }
    let names = Set(others.map { setName($0.path) })
    var catalog = WrittenCatalog(isWritten: true)
    let icons = names.filter { $0.hasSuffix(".appiconset") }.sorted()
    if let icon = icons.first(where: { $0 == "\(AssetCatalogFolder.appIconName).appiconset" })
      ?? icons.first
    {
      catalog.appIcon = String(icon.dropLast(".appiconset".count))
    }
    if names.contains("\(AssetCatalogFolder.accentColorName).colorset") {
      catalog.accentColor = AssetCatalogFolder.accentColorName
    }
    catalog.notes = leftOut
    let empty = images.count - kept.count
    if empty > 0 {
      catalog.notes.append(
        ExportNote(
          path: "Assets.xcassets", line: nil,
          text: "\(empty) image sets, empty: the course has the images' names only; drag a "
            + "picture into each"))
    }
    return catalog
  }
}

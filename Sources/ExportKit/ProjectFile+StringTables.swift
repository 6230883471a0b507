// The app's string tables in `project.pbxproj`: a variant group per `.strings` table, its
// localizations as children, and each String Catalog, all copied in the Resources phase.

import XcodeFormats

extension ProjectFile {
  /// The objects the string tables add to the project file.
  struct StringTableObjects {
    /// `PBXFileReference` lines.
    var references: [String] = []
    /// `PBXBuildFile` lines.
    var buildFiles: [String] = []
    /// The Resources phase's lines.
    var resources: [String] = []
    /// The app group's children lines.
    var children: [String] = []
    /// `PBXVariantGroup` objects, one per table.
    var variantGroups: [String] = []
    /// The languages the tables are in, for `knownRegions`.
    var regions: [String] = []
  }

  /// The objects for ``stringTables``: as Xcode does, each table of `.lproj` folders
  /// (`Localizable.strings`) is one variant group whose children are its localizations
  /// (`name = ja; path = ja.lproj/Localizable.strings`), and a String Catalog is one file.
  func stringTableObjects(_ ids: inout ObjectIDs) -> StringTableObjects {
    var objects = StringTableObjects()
    var localizations: [String: [(language: String, path: String)]] = [:]
    for path in stringTables.sorted() {
      let parts = path.split(separator: "/").map(String.init)
      if parts.count == 2, parts[0].hasSuffix(".lproj") {
        let language = String(parts[0].dropLast(".lproj".count))
        localizations[parts[1], default: []].append((language, path))
        if language != "Base", !objects.regions.contains(language) {
          objects.regions.append(language)
        }
      } else if path.hasSuffix(".xcstrings") {
        addFile(path, to: &objects, ids: &ids)
      }
    }
    for table in localizations.keys.sorted() {
      let group = ids.makeProjectID()
      var children: [String] = []
      for (language, path) in localizations[table] ?? [] {
        let file = ids.makeProjectID()
        objects.references.append(
          "\t\t\(file) /* \(language) */ = {isa = PBXFileReference; lastKnownFileType = "
            + "text.plist.strings; name = \(Self.quoted(language)); path = \(Self.quoted(path)); "
            + "sourceTree = \"<group>\"; };")
        children.append("\t\t\t\t\(file) /* \(language) */,\n")
      }
      objects.variantGroups.append(
        """
        \t\t\(group) /* \(table) */ = {
        \t\t\tisa = PBXVariantGroup;
        \t\t\tchildren = (
        \(children.joined())\t\t\t);
        \t\t\tname = \(Self.quoted(table));
        \t\t\tsourceTree = "<group>";
        \t\t};
        """)
      addBuildFile(group, table, to: &objects, ids: &ids)
    }
    return objects
  }

  /// A String Catalog: one file, copied.
  private func addFile(_ path: String, to objects: inout StringTableObjects, ids: inout ObjectIDs) {
    let file = ids.makeProjectID()
    objects.references.append(
      "\t\t\(file) /* \(path) */ = {isa = PBXFileReference; lastKnownFileType = "
        + "text.json.xcstrings; path = \(Self.quoted(path)); sourceTree = \"<group>\"; };")
    addBuildFile(file, path, to: &objects, ids: &ids)
  }

  /// The build file copying a file or a variant group, and its place in the app's group.
  private func addBuildFile(
    _ reference: String, _ name: String, to objects: inout StringTableObjects,
    ids: inout ObjectIDs
  ) {
    let build = ids.makeProjectID()
    objects.buildFiles.append(
      "\t\t\(build) /* \(name) in Resources */ = {isa = PBXBuildFile; fileRef = \(reference) "
        + "/* \(name) */; };")
    objects.resources.append("\t\t\t\t\(build) /* \(name) in Resources */,")
    objects.children.append("\t\t\t\t\(reference) /* \(name) */,")
  }
}

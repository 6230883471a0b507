// The app target's files in `project.pbxproj`: each one's reference, its build file in the
// sources or resources phase, and its place in the groups that follow the app's folders.

import XcodeFormats

extension ProjectFile {
  /// The objects of the app target's files, gathered one kind of file at a time, in the
  /// order their ids are made (the same project always gets the same ids).
  struct Members {
    var buildFiles: [String] = []
    var references: [String] = []
    /// The lines of the sources and resources phases.
    var sources: [String] = []
    var resources: [String] = []
    /// Each group's children, by folder path ("" for the app's folder).
    var children: [String: [String]] = [:]
    /// The app's folder ("") and each folder under it that holds a file.
    var folders: Set<String> = [""]
    /// The `XCVersionGroup` of each data model.
    var versionGroups: [String] = []
    /// `Main.storyboard`'s variant group and its Base localization.
    var storyboard = (group: "", base: "")
    /// The id of the app's product, the `.app`.
    var product = ""

    static func folder(of path: String) -> String {
      path.split(separator: "/").dropLast().joined(separator: "/")
    }

    static func fileName(_ path: String) -> String {
      String(path.split(separator: "/").last ?? "")
    }

    /// Lists a file in the group of its folder, making the groups of that folder and the
    /// folders above it.
    mutating func addToGroup(_ path: String, _ child: String) {
      var parent = Self.folder(of: path)
      children[parent, default: []].append(child)
      while !parent.isEmpty, folders.insert(parent).inserted {
        parent = Self.folder(of: parent)
      }
    }

    /// A file of a phase: its reference (of Xcode's `type`), its build file, its line in
    /// the phase, and its place in its folder's group.
    mutating func add(
      _ path: String, type: String, phase: String, _ ids: inout ObjectIDs
    ) {
      let file = ids.makeProjectID()
      let build = ids.makeProjectID()
      let name = Self.fileName(path)
      references.append(
        "\t\t\(file) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = "
          + "\(type); path = \(ProjectFile.quoted(name)); sourceTree = \"<group>\"; };")
      buildFiles.append(
        "\t\t\(build) /* \(name) in \(phase) */ = {isa = PBXBuildFile; fileRef = \(file) "
          + "/* \(name) */; };")
      let line = "\t\t\t\t\(build) /* \(name) in \(phase) */,"
      if phase == "Sources" { sources.append(line) } else { resources.append(line) }
      addToGroup(path, "\t\t\t\t\(file) /* \(name) */,")
    }

    /// A Core Data model, compiled in the sources phase: a version group holding its
    /// versions, the current one named.
    mutating func add(_ model: DataModelFolder, _ ids: inout ObjectIDs) {
      let group = ids.makeProjectID()
      let build = ids.makeProjectID()
      var versionIDs: [String: String] = [:]
      for version in model.versions {
        let id = ids.makeProjectID()
        versionIDs[version] = id
        references.append(
          "\t\t\(id) /* \(version) */ = {isa = PBXFileReference; lastKnownFileType = "
            + "wrapper.xcdatamodel; path = \(ProjectFile.quoted(version)); sourceTree = \"<group>\"; };"
        )
      }
      buildFiles.append(
        "\t\t\(build) /* \(model.name) in Sources */ = {isa = PBXBuildFile; fileRef = \(group) "
          + "/* \(model.name) */; };")
      sources.append("\t\t\t\t\(build) /* \(model.name) in Sources */,")
      children["", default: []].append("\t\t\t\t\(group) /* \(model.name) */,")
      let current = versionIDs[model.current] ?? ""
      versionGroups.append(
        """
        \t\t\(group) /* \(model.name) */ = {
        \t\t\tisa = XCVersionGroup;
        \t\t\tchildren = (
        \(model.versions.map { "\t\t\t\t\(versionIDs[$0] ?? "") /* \($0) */,\n" }.joined())\t\t\t);
        \t\t\tcurrentVersion = \(current) /* \(model.current) */;
        \t\t\tpath = \(ProjectFile.quoted(model.name));
        \t\t\tsourceTree = "<group>";
        \t\t\tversionGroupType = wrapper.xcdatamodel;
        \t\t};
        """)
    }

    /// `Main.storyboard`, a variant group with its Base localization, in the resources phase.
    mutating func addStoryboard(_ ids: inout ObjectIDs) {
      storyboard = (ids.makeProjectID(), ids.makeProjectID())
      let build = ids.makeProjectID()
      references.append(
        "\t\t\(storyboard.base) /* Base */ = {isa = PBXFileReference; lastKnownFileType = "
          + "file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "
          + "\"<group>\"; };")
      buildFiles.append(
        "\t\t\(build) /* Main.storyboard in Resources */ = {isa = PBXBuildFile; "
          + "fileRef = \(storyboard.group) /* Main.storyboard */; };")
      resources.append("\t\t\t\t\(build) /* Main.storyboard in Resources */,")
      children["", default: []].append("\t\t\t\t\(storyboard.group) /* Main.storyboard */,")
    }

    /// The storyboard's variant group.
    var storyboardVariantGroup: String {
      """
      \t\t\(storyboard.group) /* Main.storyboard */ = {
      \t\t\tisa = PBXVariantGroup;
      \t\t\tchildren = (
      \t\t\t\t\(storyboard.base) /* Base */,
      \t\t\t);
      \t\t\tname = Main.storyboard;
      \t\t\tsourceTree = "<group>";
      \t\t};
      """
    }

    /// `Info.plist`, in the app's group and in no phase (its build setting names it).
    mutating func addInfoPlist(_ ids: inout ObjectIDs) {
      let plist = ids.makeProjectID()
      references.append(
        "\t\t\(plist) /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = "
          + "text.plist.xml; path = Info.plist; sourceTree = \"<group>\"; };")
      children["", default: []].append("\t\t\t\t\(plist) /* Info.plist */,")
    }

    /// The group of each folder, the app's first (`shown` as the app's name); each folder's
    /// group listed first in its parent's.
    mutating func groups(appName: String, _ ids: inout ObjectIDs) -> (
      groups: [String], appGroup: String
    ) {
      var groupIDs: [String: String] = [:]
      for folder in folders.sorted() { groupIDs[folder] = ids.makeProjectID() }
      for folder in folders.sorted() where !folder.isEmpty {
        let id = groupIDs[folder] ?? ""
        children[Self.folder(of: folder), default: []].insert(
          "\t\t\t\t\(id) /* \(Self.fileName(folder)) */,", at: 0)
      }
      let groups = folders.sorted().map { folder in
        ProjectFile.group(
          groupIDs[folder] ?? "", shown: folder.isEmpty ? appName : Self.fileName(folder),
          children: children[folder] ?? [])
      }
      return (groups, groupIDs[""] ?? "")
    }
  }
}

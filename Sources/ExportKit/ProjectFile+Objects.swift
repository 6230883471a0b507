// The objects of `project.pbxproj` that every target has: groups, build phases, a native
// target and its configurations, written as Xcode writes them.

extension ProjectFile {
  /// A value as the file writes it: bare when it is a plain word or path, else quoted.
  static func quoted(_ text: String) -> String {
    let bare = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "._/".unicodeScalars.contains(scalar))
    }
    guard !bare || text.isEmpty else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"\(escaped)\""
  }

  /// A group shown as `shown`, for the folder `shown` of its parent's.
  static func group(_ id: String, shown: String, children: [String], path: String? = nil)
    -> String
  {
    """
    \t\t\(id) /* \(shown) */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \(children.joined(separator: "\n"))\(children.isEmpty ? "" : "\n")\t\t\t);
    \t\t\tpath = \(quoted(path ?? shown));
    \t\t\tsourceTree = "<group>";
    \t\t};
    """
  }

  /// A build phase of the kind `isa`, with its files' lines.
  static func phase(_ id: String, _ isa: String, _ phaseName: String, _ files: [String]) -> String {
    """
    \t\t\(id) /* \(phaseName) */ = {
    \t\t\tisa = \(isa);
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \(files.joined(separator: "\n"))\(files.isEmpty ? "" : "\n")\t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    """
  }

  /// A build configuration with its settings' lines.
  static func configuration(_ id: String, _ configurationName: String, _ settings: String)
    -> String
  {
    """
    \t\t\(id) /* \(configurationName) */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \(settings)
    \t\t\t};
    \t\t\tname = \(configurationName);
    \t\t};
    """
  }

  /// The Debug and Release configurations of `owner` (`PBXProject "Checklists"`).
  static func configurationList(_ id: String, owner: String, debug: String, release: String)
    -> String
  {
    """
    \t\t\(id) /* Build configuration list for \(owner) */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\t\(debug) /* Debug */,
    \t\t\t\t\(release) /* Release */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Release;
    \t\t};
    """
  }

  /// A native target building `product` (its id and file name) of the type `type`, with its
  /// sources, frameworks and resources phases and its dependencies' lines.
  static func nativeTarget(
    _ id: String, name: String, list: String, phases: [String], dependencies: [String],
    product: (id: String, file: String), type: String
  ) -> String {
    let phaseNames = ["Sources", "Frameworks", "Resources"]
    let phaseLines = zip(phases, phaseNames).map { "\t\t\t\t\($0) /* \($1) */,\n" }.joined()
    return """
      \t\t\(id) /* \(name) */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget "\(name)" */;
      \t\t\tbuildPhases = (
      \(phaseLines)\t\t\t);
      \t\t\tbuildRules = (
      \t\t\t);
      \t\t\tdependencies = (
      \(dependencies.map { $0 + "\n" }.joined())\t\t\t);
      \t\t\tname = \(quoted(name));
      \t\t\tproductName = \(quoted(name));
      \t\t\tproductReference = \(product.id) /* \(product.file) */;
      \t\t\tproductType = "\(type)";
      \t\t};
      """
  }
}

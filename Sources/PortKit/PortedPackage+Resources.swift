// What the app's target carries beside its Swift files: its Core Data models (with the
// classes Xcode would generate) and the plain files of its bundle, as resources.

import Foundation
import XcodeFormats

extension PortedPackage {
  /// The model folders copied as they are, as resources `NSPersistentContainer(name:)` finds
  /// (iOS finds them compiled in the app's bundle), and the classes Xcode would generate for
  /// their entities written out beside them.
  mutating func portDataModels() {
    for folder in project.dataModels {
      let name = folder.path.split(separator: "/").last.map(String.init) ?? folder.path
      for file in folder.files {
        guard let text = String(data: file.data, encoding: .utf8) else {
          report.untranslated(
            "\(folder.path)/\(file.path)", nil,
            "left out: not text (a model saved by Xcode 3 keeps binary files, which are not read)")
          continue
        }
        files.append(("\(sourcesFolder)/\(name)/\(file.path)", text))
      }
      resources.append(name)
      report.mechanical(
        folder.path, nil,
        "copied as it is, a resource of the app: NSPersistentContainer(name: \"\(folder.name)\") "
          + "reads it, as iOS reads the compiled \(folder.name).momd")
      let model: DataModel
      switch folder.model {
      case .success(let read): model = read
      case .failure(let error):
        report.untranslated(
          folder.path, error.line > 0 ? error.line : nil,
          "the model cannot be read (\(error.reason)): the app finds no entities",
          effect: .doesNotRun)
        continue
      }
      for (element, line) in model.unsupported {
        report.untranslated(
          folder.path, line,
          "<\(element)> is not read: the kit's model has entities, attributes and relationships "
            + "only", effect: .doesNotRun)
      }
      let writer = EntityClassWriter(model: model, modelName: folder.name)
      for left in writer.leftOut {
        report.untranslated(folder.path, nil, left, effect: .doesNotCompile)
      }
      guard let text = writer.text else { continue }
      let path = uniquePath("\(folder.name)+Generated.swift")
      files.append((path, text))
      let names = writer.generatedEntities.compactMap(\.swiftClassName)
      report.mechanical(
        path, nil,
        "written: the code Xcode generates when it builds the app for "
          + names.joined(separator: ", ") + " (Codegen \"Class Definition\" or "
          + "\"Category/Extension\"), each property over value(forKey:)")
    }
  }

  /// The plain files the app's bundle holds, copied beside its Swift files as resources of
  /// its target, where `Bundle.main.url(forResource:withExtension:)` and
  /// `path(forResource:ofType:)` find them, as Xcode copies them to the bundle's top folder.
  /// A file that is not UTF-8 text is reported instead (the package is written as text).
  mutating func portBundledResources() {
    for (path, data) in project.bundledResources {
      let name = String(path.split(separator: "/").last ?? "")
      guard let text = String(data: data, encoding: .utf8) else {
        report.untranslated(
          path, nil,
          "not carried: the port copies only text files; copy it into \(sourcesFolder)/ and "
            + "list it in Package.swift's resources, or Bundle.main will not find it")
        continue
      }
      guard Self.buildablePath(name) == name, !name.hasSuffix(".swift"),
        !files.contains(where: { $0.path == "\(sourcesFolder)/\(name)" }),
        !resources.contains(name)
      else {
        report.untranslated(
          path, nil, "not carried: another file of the package has the name \(name)")
        continue
      }
      files.append(("\(sourcesFolder)/\(name)", text))
      resources.append(name)
      report.mechanical(
        path, nil,
        "copied as \(name), a resource of the app: Bundle.main.url(forResource:withExtension:) "
          + "and path(forResource:ofType:) find it, as in the app's bundle")
    }
  }

  /// The app's asset catalog sets (image sets, the app icon, colours) copied whole, pictures
  /// and all, into `Assets.xcassets` beside its code and left out of its target (the kit needs
  /// only the images' names, which `Info.swift` declares), so that `stepwise export` gives them
  /// back to Xcode. Of two sets of one name (in two catalogs, or two group folders of one),
  /// the first in path order is kept whole and the other reported.
  mutating func portAssetSets() {
    guard !project.assetSetFiles.isEmpty else { return }
    for set in project.assetSetsLeftOut {
      report.untranslated(set, nil, "not carried: another asset catalog has a set of this name")
    }
    assetSetFiles = project.assetSetFiles.map { path, data in
      ("\(sourcesFolder)/Assets.xcassets/\(path)", data)
    }
    let others = Set(
      project.assetSetFiles.map { String($0.path.prefix { $0 != "/" }) }
        .filter { !$0.hasSuffix(".imageset") }
    ).sorted()
    let sets =
      (project.imageNames.isEmpty ? [] : ["its \(project.imageNames.count) image sets"]) + others
    let named =
      sets.dropLast().isEmpty
      ? sets.joined()
      : "\(sets.dropLast().joined(separator: ", ")) and \(sets[sets.count - 1])"
    report.mechanical(
      "Assets.xcassets", nil,
      "\(named) kept as the project has them, in \(sourcesFolder)/Assets.xcassets, out of the "
        + "target: "
        + (project.imageNames.isEmpty
          ? "" : "the app finds its images by name (Info.swift), and ")
        + "stepwise export takes them back to Xcode")
  }
}

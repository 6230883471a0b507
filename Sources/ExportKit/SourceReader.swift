// Reading a package's Swift files for the export: its own files only, each of a sane size.

import Foundation
import StepwiseBasics
import XcodeFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the Swift files of a package's targets, and its `Package.swift`, for the export.
///
/// ```swift
/// var reader = SourceReader(package: folder)
/// let files = try reader.swiftFiles(ofTarget: "Checklists")  // Sources/Checklists/…
/// ```
///
/// The rules it keeps, so that an export copies the learner's own code and nothing else:
/// - Only the package's own files are read. A link named like a Swift file that leads to a
///   file inside the package is read as that file, as SwiftPM builds it. A link that leads
///   out of the package, to nothing, or to a folder (which could hold the link itself, or
///   files read twice) is refused; every such link is listed at once, before anything is
///   read.
/// - Only plain files are read (not a pipe, which would never end), and their sizes are
///   taken from the file system before their contents: no Swift file over ``largestFile``,
///   and no more than ``largestTotal`` in all.
struct SourceReader {
  /// The largest Swift file read: an app's largest is some tens of kilobytes.
  static let largestFile = 1 << 20
  /// The most read from one package: a hundred times the course's largest app.
  static let largestTotal = 8 << 20
  /// The largest picture of an image set read (a ported app's), and the most in all.
  static let largestPicture = 16 << 20
  static let largestPictures = 256 << 20

  /// The package's folder, as given, for messages.
  let package: URL
  /// The package's folder with every link in its path resolved: what "inside" means.
  let root: String
  /// How many bytes were read so far.
  private(set) var bytesRead = 0
  /// How many bytes of pictures were read so far.
  private(set) var pictureBytesRead = 0

  init(package: URL) {
    self.package = package.standardizedFileURL
    root = Self.resolved(self.package.path) ?? self.package.path
  }

  /// The Swift files of `Sources/<target>/` (or `<top>/<target>/`: `Tests/<target>/`),
  /// relative to it, in path order; none when it is not a folder. Hidden files and folders
  /// are left out, as SwiftPM leaves them out.
  mutating func swiftFiles(ofTarget target: String, under top: String = "Sources")
    throws(ExportedProject.ExportError) -> [(path: String, text: String)]
  {
    let folder = "\(top)/\(target)"
    var refused: [ExportedProject.RefusedLink] = []
    var found: [(path: String, url: URL)] = []
    for part in [top, folder] {
      switch entry(part) {
      case .folder: continue
      case .refused(let link, leadsToFolder: true): throw .links(package.path, [link])
      default: return []
      }
    }
    for (path, entry) in entries(under: folder) {
      let isSwift = path.hasSuffix(".swift")
      switch entry {
      case .file(let location) where isSwift: found.append((path, location))
      // A pipe or a device named like a Swift file: refused by name when it is read.
      case .other where isSwift: found.append((path, url("\(folder)/\(path)")))
      case .refused(let link, let leadsToFolder) where leadsToFolder || isSwift:
        refused.append(link)
      default: continue
      }
    }
    guard refused.isEmpty else {
      throw .links(package.path, refused.sorted { $0.path < $1.path })
    }
    var files: [(path: String, text: String)] = []
    for file in found.sorted(by: { $0.path < $1.path }) {
      files.append((file.path, try text(of: file.url, shownAs: "\(folder)/\(file.path)")))
    }
    return files
  }

  /// The string tables of `Sources/<target>/`, where the port puts them: each
  /// `<language>.lproj/<Table>.strings` file and each `.xcstrings` String Catalog at its top,
  /// with their texts (paths relative to the target's folder), by the same rules as the
  /// Swift files.
  mutating func stringTables(ofTarget target: String) throws(ExportedProject.ExportError)
    -> [(path: String, text: String)]
  {
    let folder = "Sources/\(target)"
    guard case .folder = entry(folder) else { return [] }
    var tables: [(path: String, text: String)] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      var candidates: [String] = []
      if name.hasSuffix(".xcstrings") {
        candidates = [name]
      } else if name.hasSuffix(".lproj"), case .folder = entry("\(folder)/\(name)") {
        let inside =
          (try? FileManager.default.contentsOfDirectory(atPath: url("\(folder)/\(name)").path))
          ?? []
        candidates = inside.sorted().filter { $0.hasSuffix(".strings") }.map { "\(name)/\($0)" }
      }
      for path in candidates {
        switch entry("\(folder)/\(path)") {
        case .file(let location):
          tables.append((path, try text(of: location, shownAs: "\(folder)/\(path)")))
        case .refused(let link, _): throw .links(package.path, [link])
        case .folder, .other: continue
        }
      }
    }
    return tables
  }

  /// The Core Data models of `Sources/<target>/`: each `.xcdatamodeld` folder (its path
  /// relative to the target's folder) with its files' texts (each version's `contents`, and
  /// `.xccurrentversion`), by the same rules as the Swift files.
  mutating func dataModels(ofTarget target: String) throws(ExportedProject.ExportError)
    -> [(path: String, files: [(path: String, text: String)])]
  {
    let folder = "Sources/\(target)"
    guard case .folder = entry(folder) else { return [] }
    var models: [(path: String, files: [(path: String, text: String)])] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let base = relative.isEmpty ? folder : "\(folder)/\(relative)"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url(base).path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        guard case .folder = entry("\(base)/\(name)") else { continue }
        guard name.hasSuffix(".xcdatamodeld") else {
          pending.append(path)
          continue
        }
        var files: [(path: String, text: String)] = []
        // `.xccurrentversion` names the current version: hidden files are the model's too.
        for (inner, entry) in entries(under: "\(base)/\(name)", includingHidden: true) {
          switch entry {
          case .file(let location):
            files.append((inner, try text(of: location, shownAs: "\(base)/\(name)/\(inner)")))
          case .refused(let link, _): throw .links(package.path, [link])
          case .folder, .other: continue
          }
        }
        models.append((path, files))
      }
    }
    return models.sorted { $0.path < $1.path }
  }

  /// The files of the sets `Sources/<target>/Assets.xcassets` keeps (a ported app's image
  /// sets, app icon and colours: each set's `Contents.json` and pictures), by path from the
  /// catalog (`Folder.imageset/Folder.png`), in path order, by the same rules as the Swift
  /// files, each within ``largestPicture`` and all within ``largestPictures``; none when there
  /// is no catalog. Of two sets of one name (in two group folders), the first, whole, and the
  /// other's name (``AssetCatalogFolder/setFiles(among:)``).
  mutating func assetSets(ofTarget target: String) throws(ExportedProject.ExportError)
    -> (files: [(path: String, data: Data)], leftOut: [String])
  {
    let catalog = "Sources/\(target)/Assets.xcassets"
    guard case .folder = entry(catalog) else { return ([], []) }
    // Each file, by its path from the target's folder (`Assets.xcassets/…`).
    var locations: [String: URL] = [:]
    for (inner, entry) in entries(under: catalog) {
      switch entry {
      case .file(let location): locations["Assets.xcassets/\(inner)"] = location
      case .refused(let link, _): throw .links(package.path, [link])
      case .folder, .other: continue
      }
    }
    let sets = AssetCatalogFolder.setFiles(among: Array(locations.keys))
    var files: [(path: String, data: Data)] = []
    for (path, inside) in sets.files {
      guard let location = locations[path] else { continue }
      files.append((inside, try picture(of: location, shownAs: "Sources/\(target)/\(path)")))
    }
    return (files, sets.leftOut)
  }

  /// The text of a file at the top of the package (`Package.swift`), by the same rules.
  mutating func text(ofFile name: String) throws(ExportedProject.ExportError) -> String {
    switch entry(name) {
    case .file(let url): return try text(of: url, shownAs: name)
    case .refused(let link, _): throw .links(package.path, [link])
    case .folder, .other: throw .unreadable(name, localized("it is not a file"))
    }
  }

  // MARK: - Entries

  /// What is at a path of the package, links looked through.
  private enum Entry {
    /// A folder of the package (never reached through a link).
    case folder
    /// A plain file, or a link to one inside the package: where to read it.
    case file(URL)
    /// A link that is not followed, and whether it leads to a folder: a folder would be
    /// walked, a file only read if it is a Swift file.
    case refused(ExportedProject.RefusedLink, leadsToFolder: Bool)
    /// Nothing, or something that is neither a file nor a folder.
    case other
  }

  /// What is under a folder of the package (relative to it), by path from the folder, in path
  /// order: its folders walked (never through a link), each entry but a folder given; names
  /// starting with a dot skipped unless `includingHidden`.
  private func entries(under folder: String, includingHidden: Bool = false) -> [(
    path: String, entry: Entry
  )] {
    var found: [(path: String, entry: Entry)] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let base = relative.isEmpty ? folder : "\(folder)/\(relative)"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url(base).path)) ?? []
      for name in names where includingHidden || !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        let entry = entry("\(base)/\(name)")
        if case .folder = entry { pending.append(path) } else { found.append((path, entry)) }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The entry at `path` (relative to the package).
  private func entry(_ path: String) -> Entry {
    let manager = FileManager.default
    let location = url(path)
    let attributes = try? manager.attributesOfItem(atPath: location.path)
    switch attributes?[.type] as? FileAttributeType {
    case .typeDirectory?: return .folder
    case .typeRegular?: return .file(location)
    case .typeSymbolicLink?: break
    default: return .other
    }
    let destination = (try? manager.destinationOfSymbolicLink(atPath: location.path)) ?? "?"
    var isDirectory: ObjCBool = false
    guard let target = Self.resolved(location.path),
      manager.fileExists(atPath: target, isDirectory: &isDirectory)
    else {
      return .refused(
        .init(path: path, destination: destination, reason: .nowhere), leadsToFolder: false)
    }
    let inside = target == root || target.hasPrefix(root == "/" ? "/" : root + "/")
    guard inside, !isDirectory.boolValue else {
      let reason: ExportedProject.RefusedLink.Reason = inside ? .folder : .outsideThePackage
      return .refused(
        .init(path: path, destination: destination, reason: reason),
        leadsToFolder: isDirectory.boolValue)
    }
    return .file(URL(fileURLWithPath: target))
  }

  /// A path of the package as a URL.
  func url(_ path: String) -> URL {
    package.appendingPathComponent(path)
  }

  /// A path with every link in it resolved, or nil when it leads nowhere (a missing file,
  /// a loop of links).
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  // MARK: - Reading

  /// A file's text, its size checked before it is read. `url` has no link in its last part.
  private mutating func text(of url: URL, shownAs path: String) throws(ExportedProject.ExportError)
    -> String
  {
    let data = try Self.contents(
      of: url, shownAs: path, largest: Self.largestFile, left: Self.largestTotal - bytesRead,
      tooLarge: { .fileTooLarge(path, $0) }, tooMuch: .tooMuchSource(path))
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(path, localized("it is not UTF-8 text"))
    }
    bytesRead += data.count
    return text
  }

  /// A picture's bytes, by the same rules, within the pictures' own limits.
  private mutating func picture(of url: URL, shownAs path: String)
    throws(ExportedProject.ExportError) -> Data
  {
    let data = try Self.contents(
      of: url, shownAs: path, largest: Self.largestPicture,
      left: Self.largestPictures - pictureBytesRead, tooLarge: { .pictureTooLarge(path, $0) },
      tooMuch: .tooManyPictures(path))
    pictureBytesRead += data.count
    return data
  }

  /// A plain file's bytes, its size checked before it is read: at most `largest`, and at most
  /// what is `left` of the budget it is read against. `url` has no link in its last part.
  private static func contents(
    of url: URL, shownAs path: String, largest: Int, left: Int,
    tooLarge: (Int) -> ExportedProject.ExportError, tooMuch: ExportedProject.ExportError
  ) throws(ExportedProject.ExportError) -> Data {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    guard attributes?[.type] as? FileAttributeType == .typeRegular else {
      throw .unreadable(path, localized("it is not a file"))
    }
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= largest else { throw tooLarge(size) }
    guard size <= left else { throw tooMuch }
    // No link followed and no wait on a pipe, should the file have been replaced since.
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadable(path, String(cString: strerror(errno)))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let limit = min(largest, left)
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .unreadable(path, error.localizedDescription)
    }
    // A file that grew since its size was read.
    guard data.count <= limit else { throw data.count > largest ? tooLarge(data.count) : tooMuch }
    return data
  }
}

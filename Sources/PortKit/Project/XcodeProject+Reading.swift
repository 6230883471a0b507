// The project's files read within their limits: each file's, and the whole project's.

import Foundation
import XcodeFormats

extension XcodeProject {
  /// A file's contents, at most `limit` bytes; a larger file is refused with the reason.
  static func read(_ url: URL, limit: Int) -> Result<Data, ReadRefusal> {
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber
    if let size, size.intValue > limit {
      return .failure(
        ReadRefusal(
          description:
            "left out: \(megabytes(size.intValue)) is more than \(megabytes(limit)), larger than any such file of an app"
        ))
    }
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      return .failure(ReadRefusal(description: "left out: it cannot be read"))
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    guard data.count <= limit else {
      return .failure(ReadRefusal(description: "left out: it is more than \(megabytes(limit))"))
    }
    return .success(data)
  }

  /// Why a file was not read.
  struct ReadRefusal: Error, CustomStringConvertible {
    var description: String
  }

  /// A size in megabytes, for a message.
  private static func megabytes(_ bytes: Int) -> String {
    "\((bytes + 1024 * 1024 - 1) / (1024 * 1024)) MB"
  }

  /// The first bytes of a file, or none.
  static func prefix(of url: URL, count: Int) -> Data {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: count)) ?? Data()
  }

  /// Reads files of the project folder within ``XcodeProject/maximumProjectBytes`` in all,
  /// keeping the files left out and the files transcoded, each with why.
  struct BudgetedReader {
    /// The project folder.
    let folder: URL
    /// The files left out so far, by path, and why.
    var leftOut: [(path: String, note: String)]
    /// The Swift files read as another encoding than UTF-8, by path, and which.
    var transcoded: [(path: String, note: String)] = []
    /// What is left of the bytes the project may take.
    private var budget = XcodeProject.maximumProjectBytes

    init(folder: URL, leftOut: [(path: String, note: String)]) {
      self.folder = folder
      self.leftOut = leftOut
    }

    /// The contents of a file of the project, or nil (with the reason kept) when it is
    /// larger than `limit` or than what is left of the project's budget.
    mutating func contents(_ path: String, limit: Int = XcodeProject.maximumFileBytes) -> Data? {
      let url = folder.appendingPathComponent(path)
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber
      if let size, size.intValue <= limit, size.intValue > budget {
        let total = XcodeProject.maximumProjectBytes / (1024 * 1024)
        leftOut.append(
          (path, "left out: with it the files read would pass \(total) MB, more than any app's"))
        return nil
      }
      switch XcodeProject.read(url, limit: min(limit, budget)) {
      case .success(let data):
        budget -= data.count
        return data
      case .failure(let reason):
        leftOut.append((path, reason.description))
        return nil
      }
    }

    /// A Swift file's text, or nil (with the reason kept) when it cannot be read as text.
    mutating func swiftText(_ path: String) -> (path: String, text: String)? {
      guard let data = contents(path) else { return nil }
      switch SourceText.decode(data) {
      case .utf8(let text):
        return (path, text)
      case .transcoded(let text, let encoding):
        transcoded.append((path, "read as \(encoding) and written as UTF-8, as Swift reads it"))
        return (path, text)
      case .notText(let reason):
        leftOut.append((path, "not ported: \(reason)"))
        return nil
      }
    }

    /// The project file, when `files` has it and it can be read; else why not.
    mutating func projectFile(_ path: String, among files: [String]) -> (
      file: XcodeProjectFile?, problem: String
    ) {
      guard files.contains(path) else { return (nil, "there is no project.pbxproj") }
      guard let data = contents(path) else {
        return (nil, "project.pbxproj cannot be read: it is left out")
      }
      do throws(XcodeProjectFile.ReadError) {
        return (try XcodeProjectFile(data), "")
      } catch {
        return (nil, "project.pbxproj cannot be read: \(error)")
      }
    }

    /// The Info.plist's keys; none, with why, when it cannot be read or holds no dictionary.
    mutating func infoPlist(_ path: String) -> [String: PropertyList] {
      guard let data = contents(path) else { return [:] }
      do throws(PropertyList.ReadError) {
        guard let keys = try PropertyList(reading: data).dictionary else {
          throw PropertyList.ReadError(line: 0, reason: "it holds no dictionary of keys")
        }
        return keys
      } catch {
        leftOut.append((path, "cannot be read (\(error)): the app is ported without its keys"))
        return [:]
      }
    }

    /// A `.xcdatamodeld` folder of the project: only the files the listing kept, each within
    /// the budget (a link in the folder that leads out of the project, or a device in a
    /// file's place, is never opened), and the model its current version holds.
    mutating func dataModel(_ path: String, among files: [String]) -> DataModelFolder {
      let inside = files.filter { $0.hasPrefix(path + "/") }.compactMap { file in
        contents(file).map { (path: String(file.dropFirst(path.count + 1)), data: $0) }
      }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return DataModelFolder(
        path: path, files: inside,
        model: Result { () throws(DataModel.ReadError) in
          try DataModel(folderName: name, files: inside)
        })
    }
  }
}

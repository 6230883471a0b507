import HeadlessUIKit

/// Keeping a data file that could not be read.
enum DataFile {
  /// Moves the file aside, beside itself, to a name of its own with the time in it, such as
  /// `Checklists.damaged-20260101T120000Z.plist`; returns where it went, or nil when it
  /// could not be moved. `moveItem` never replaces a file that has the name already, so an
  /// earlier damaged copy is never lost: a number is added instead.
  static func moveAside(_ url: URL) -> URL? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stamp = formatter.string(from: Date())
    let base = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent()
    for number in 1..<100 {
      let counter = number == 1 ? "" : "-\(number)"
      let name = "\(base).damaged-\(stamp)\(counter).\(url.pathExtension)"
      let candidate = folder.appendingPathComponent(name)
      do {
        try FileManager.default.moveItem(at: url, to: candidate)
        return candidate
      } catch CocoaError.fileWriteFileExists {
        continue
      } catch {
        return nil
      }
    }
    return nil
  }
}

// Works out what every generated block and picture of the chapters should hold now.

import AppProgram
import CommandLineKit
import Foundation
import PortKit
import SourceDiff
import ViewHarness

/// Renders the chapters from the package's sources and scripts, without writing anything.
///
/// ```swift
/// let rendering = ChapterRenderer(package: root, catalog: .standard).render()
/// rendering.files      // every chapter and picture as it should be on disk
/// rendering.problems   // missing files and markers, failing scripts
/// ```
///
/// Each walkthrough script is played once, on a fresh sandbox; each stage is read once.
@MainActor
package final class ChapterRenderer {
  /// A block and what it should hold.
  package struct RenderedBlock {
    /// The chapter's path under `Chapters/`: `checklists-01.md`, or `ja/checklists-01.md` for
    /// a translation.
    package var chapter: String
    /// The block as the chapter has it.
    package var block: GeneratedBlock
    /// What it should hold now; nil when that cannot be worked out (see the problems).
    package var expected: String?

    /// Whether the chapter holds what it should.
    package var isUpToDate: Bool { expected == nil || block.content == expected }
  }

  /// A file as it should be on disk.
  package struct OutputFile: Equatable {
    /// The path relative to the package, such as `Chapters/images/checklists-01-1.svg`.
    package var path: String
    /// The contents.
    package var text: String
  }

  /// Everything render works out.
  package struct Rendering {
    /// Every generated block of every chapter.
    package var blocks: [RenderedBlock]
    /// The chapters and pictures, as they should be.
    package var files: [OutputFile]
    /// The pictures the scripts draw (also in ``files``).
    package var pictures: [OutputFile]
    /// What could not be rendered.
    package var problems: [RenderProblem]
  }

  /// The package's root folder.
  let package: URL
  /// The apps the scripts launch and the diffs name.
  package let catalog: AppCatalog

  private var captures: [String: Result<ScriptCapture, RenderProblem>] = [:]
  private var diffs: [String: Result<StageDiff, RenderProblem>] = [:]

  package init(package: URL, catalog: AppCatalog) {
    self.package = package
    self.catalog = catalog
  }

  /// The chapters' folder.
  var chaptersFolder: URL { package.appendingPathComponent("Chapters", isDirectory: true) }

  /// The walkthrough scripts' folder.
  package var scriptsFolder: URL {
    chaptersFolder.appendingPathComponent("scripts", isDirectory: true)
  }

  /// The pictures' folder.
  package var imagesFolder: URL {
    chaptersFolder.appendingPathComponent("images", isDirectory: true)
  }

  /// The names of the files in a folder with an extension, sorted; none when it is missing.
  package static func files(in folder: URL, withExtension pathExtension: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { ($0 as NSString).pathExtension == pathExtension }.sorted()
  }

  /// The folders under `Chapters/` that hold translations of the chapters, with the same file
  /// names and the same generated blocks as the English ones: `ja` for `Chapters/ja/`.
  package static let translations = ["ja"]

  /// The pages of a translation's folder that translate no chapter and have no generated
  /// blocks, so are not rendered: the Japanese edition's glossary of its terms.
  package static let pagesOfTheirOwn = ["glossary.md"]

  /// Every chapter, as a path under `Chapters/`: the English ones (`checklists-01.md`), then
  /// each translation's (`ja/checklists-01.md`).
  package func chapterNames() -> [String] {
    var names = Self.files(in: chaptersFolder, withExtension: "md")
    for language in Self.translations {
      let folder = chaptersFolder.appendingPathComponent(language, isDirectory: true)
      names += Self.files(in: folder, withExtension: "md")
        .filter { !Self.pagesOfTheirOwn.contains($0) }
        .map { "\(language)/\($0)" }
    }
    return names
  }

  /// The English chapter a translated chapter renders: `checklists-01.md` for
  /// `ja/checklists-01.md`; nil for an English chapter.
  package static func original(of name: String) -> String? {
    let parts = name.split(separator: "/")
    guard parts.count == 2, translations.contains(String(parts[0])) else { return nil }
    return String(parts[1])
  }

  /// The problems of a translated chapter whose generated blocks are not the English
  /// chapter's, source for source and in the same order: one for the first block that
  /// differs, and one when the English chapter does not exist.
  package static func translationProblems(
    _ translation: ChapterDocument, original: ChapterDocument?
  ) -> [RenderProblem] {
    let file = "Chapters/\(translation.name)"
    guard let original else {
      return [
        RenderProblem(
          place: .init(file: file, line: 1),
          message: "there is no English chapter Chapters/"
            + (Self.original(of: translation.name) ?? translation.name) + " to translate")
      ]
    }
    let theirs = original.blocks.map(\.source)
    let ours = translation.blocks.map(\.source)
    for (index, source) in ours.enumerated() {
      guard index < theirs.count else {
        return [
          RenderProblem(
            place: .init(file: file, line: translation.blocks[index].line),
            message: "\(source.description): Chapters/\(original.name) has only "
              + "\(theirs.count) generated blocks; a translation has the same blocks, in order")
        ]
      }
      if source != theirs[index] {
        return [
          RenderProblem(
            place: .init(file: file, line: translation.blocks[index].line),
            message: "\(source.description): block \(index + 1) of Chapters/\(original.name) "
              + "(line \(original.blocks[index].line)) is \(theirs[index].description); "
              + "a translation has the same blocks, in order")
        ]
      }
    }
    if ours.count < theirs.count {
      let missing = original.blocks[ours.count]
      return [
        RenderProblem(
          place: .init(file: file, line: translation.lines.count),
          message: "\(missing.source.description) (Chapters/\(original.name):\(missing.line)) "
            + "is missing: a translation has the same \(theirs.count) generated blocks, in order")
      ]
    }
    return []
  }

  /// Works out every chapter and picture.
  package func render() -> Rendering {
    var rendering = Rendering(blocks: [], files: [], pictures: [], problems: [])
    for name in Self.files(in: scriptsFolder, withExtension: "stepwise") {
      let id = (name as NSString).deletingPathExtension
      switch capture(id) {
      case .success(let capture):
        for (index, shown) in capture.shown.enumerated() {
          let caption =
            "\(id), screen \(index + 1)"
            + (shown.snapshot.navigationBar.map { ": \($0.title)" } ?? "")
          let picture = OutputFile(
            path: "Chapters/images/\(id)-\(index + 1).svg",
            text: PhonePicture(snapshot: shown.snapshot, caption: caption).svg())
          rendering.pictures.append(picture)
        }
      case .failure(let problem):
        rendering.problems.append(problem)
      }
    }
    var documents: [String: ChapterDocument] = [:]
    for name in chapterNames() {
      let url = chaptersFolder.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        rendering.problems.append(
          RenderProblem(place: .init(file: "Chapters/\(name)", line: 1), message: "cannot read it"))
        continue
      }
      let document = ChapterDocument(name: name, text: text)
      documents[name] = document
      rendering.problems += document.problems
      if let original = Self.original(of: name) {
        rendering.problems += Self.translationProblems(document, original: documents[original])
      }
      var contents: [String?] = []
      for block in document.blocks {
        let place = RenderProblem.Place(file: "Chapters/\(name)", line: block.line)
        var rendered = RenderedBlock(chapter: name, block: block, expected: nil)
        do {
          rendered.expected = try content(of: block.source)
        } catch {
          // A script that fails is reported once, at its own line, not at every block.
          if error.place.file.hasSuffix(".stepwise"), rendering.problems.contains(error) {
            rendering.problems.append(
              RenderProblem(
                place: place, message: "\(block.source.description): its script fails (above)"))
          } else {
            rendering.problems.append(
              RenderProblem(place: place, message: "\(block.source.description): \(error.message)"))
          }
        }
        rendering.blocks.append(rendered)
        contents.append(rendered.expected)
      }
      rendering.files.append(
        OutputFile(path: "Chapters/\(name)", text: document.replacingContents(contents)))
    }
    rendering.files += rendering.pictures
    return rendering
  }

  // MARK: - Block contents

  /// What a block should hold.
  package func content(of source: GeneratedBlock.Source) throws(RenderProblem) -> String {
    switch source {
    case .excerpt(let path, let region):
      return try excerpt(path: path, region: region)
    case .screen(let id, let index):
      let capture = try capture(id).get()
      guard index <= capture.shown.count else {
        throw problem(
          "Chapters/scripts/\(id).stepwise has \(capture.shown.count) show "
            + "\(capture.shown.count == 1 ? "line" : "lines"), not \(index)")
      }
      return capture.shown[index - 1].text
    case .diff(let from, let to, let file):
      let diff = try stageDiff(from, to)
      let plain = TextStyle(isEnabled: false)
      guard let file else { return trimmed(diff.summary(style: plain)) }
      do {
        return trimmed(try diff.fileDiff(named: file, style: plain))
      } catch {
        throw problem(error.message)
      }
    case .glossary(let id):
      guard let app = catalog.entry(id: id)?.app else {
        throw problem(catalog.unknownAppMessage(id))
      }
      guard !app.glossary.isEmpty else { throw problem("\(id) has no glossary") }
      return trimmed(ScriptLanguage.glossaryTable(app.glossary))
    case .port(let folder):
      let project: XcodeProject
      do {
        project = try XcodeProject.read(package.appendingPathComponent(folder))
      } catch {
        throw problem(error.description)
      }
      return PortedPackage(project, kit: package).report.text
    }
  }

  /// An excerpt's file, as a path in the package.
  ///
  /// The path is relative to `Sources/`. A test file can be named from the package's root
  /// (`Tests/Checklists01Tests/…`), relative to `Sources/` (`../Tests/Checklists01Tests/…`),
  /// or by its test target alone (`Checklists01Tests/…`, when no source target has that name).
  package func packagePath(ofExcerpt path: String) -> String {
    if path.hasPrefix("Tests/") { return path }
    if path.hasPrefix("../Tests/") { return String(path.dropFirst(3)) }
    let target = path.split(separator: "/").first.map(String.init) ?? ""
    let sources = package.appendingPathComponent("Sources/" + target).path
    let tests = package.appendingPathComponent("Tests/" + target).path
    if target.hasSuffix("Tests"), !FileManager.default.fileExists(atPath: sources),
      FileManager.default.fileExists(atPath: tests)
    {
      return "Tests/" + path
    }
    return "Sources/" + path
  }

  private func excerpt(path: String, region: String?) throws(RenderProblem) -> String {
    let file = packagePath(ofExcerpt: path)
    guard
      let text = try? String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
    else {
      throw problem("there is no file \(file)")
    }
    do {
      return try Excerpt.text(of: region, in: text)
    } catch {
      let place = error.line.map { "\(file):\($0): " } ?? "\(file): "
      throw problem(place + error.message)
    }
  }

  /// The captured screens of an app's script, playing it the first time.
  package func capture(_ id: String) -> Result<ScriptCapture, RenderProblem> {
    if let known = captures[id] { return known }
    let file = "Chapters/scripts/\(id).stepwise"
    let result: Result<ScriptCapture, RenderProblem>
    do throws(RenderProblem) {
      guard
        let text = try? String(
          contentsOf: scriptsFolder.appendingPathComponent("\(id).stepwise"), encoding: .utf8)
      else {
        throw problem("there is no script \(file)")
      }
      let script: Script
      do {
        script = try ScriptParser.parse(text)
      } catch {
        let first = error.errors.first
        throw RenderProblem(
          place: .init(file: file, line: first?.line ?? 1), message: first?.message ?? "invalid")
      }
      result = .success(try ScriptCapture.play(script, file: file, catalog: catalog))
    } catch {
      result = .failure(error)
    }
    captures[id] = result
    return result
  }

  private func stageDiff(_ from: String, _ to: String) throws(RenderProblem) -> StageDiff {
    let key = from + ".." + to
    if let known = diffs[key] { return try known.get() }
    let result: Result<StageDiff, RenderProblem>
    do {
      result = .success(
        try StageDiff.between(from, to, package: package, catalog: catalog))
    } catch let error as StageDiff.UnknownStage {
      result = .failure(problem(error.message))
    } catch {
      result = .failure(problem("cannot read the sources: \(error.localizedDescription)"))
    }
    diffs[key] = result
    return try result.get()
  }

  /// A problem whose place the caller fills in (the chapter's line).
  private func problem(_ message: String) -> RenderProblem {
    RenderProblem(place: .init(file: "", line: 0), message: message)
  }

  /// Text without its final line break, as a fenced block holds it.
  private func trimmed(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}

// The edits that take an app's Swift files from UIKit on iOS to HeadlessUIKit on Linux.

import StepwiseBasics

/// Ports the Swift files of an app: the mechanical edits (`import UIKit` becomes
/// `import HeadlessUIKit`; `@IBOutlet`, `@IBAction` and `@objc` go, since Linux has no
/// Objective-C runtime to connect them by name and the storyboard declaration connects them
/// instead), the rewrites Swift on Linux forces (an `override` in an extension moves into
/// its class; `@UIApplicationMain` and `UIApplicationMain(…)` become `@main`; a target–action
/// `#selector` whose method is known becomes a `UIAction`), and a note for everything else.
struct SwiftPorter {
  /// A change to a file: the bytes in `range` become `text`.
  struct Edit {
    var range: Range<Int>
    var text: String
  }

  let project: SwiftProject
  var report = PortReport()
  /// The edits of each file, by the file's index.
  var edits: [[Edit]]
  /// The files left out of the port (a `main.swift` that only started UIKit).
  var droppedFiles: Set<Int> = []
  /// The modules the files import.
  var imports: Set<String> = []
  /// The app delegate: the class marked `@main` once ported.
  var appDelegate: String?
  /// The file whose unused template Core Data stack was dropped, with its import.
  var droppedCoreDataFile: Int?
  /// For a test target's files: the app module they test (`@testable import ToDo`).
  let testedModule: String?
  /// The name of the storyboard the port declares in Storyboard.swift (`Main`), if any.
  var storyboardName: String?

  /// A porter of an app's files, or of a test target's when `testedModule` names the app's
  /// module.
  init(project: SwiftProject, testedModule: String? = nil) {
    self.project = project
    self.testedModule = testedModule
    edits = Array(repeating: [], count: project.files.count)
  }

  /// Apple's frameworks the kit stands for, and the kit's module for each: the kit's
  /// modules have names of their own, since Apple's are SDK modules on macOS.
  static let kitModules = KitModules.byAppleFramework

  /// The modules a ported app may import: the kit's and the toolchain's own.
  static let availableModules: Set<String> = Set(kitModules.values).union([
    "Foundation", "Dispatch", "Swift",
  ])

  /// The modules these files may import: a test target's may import XCTest and the app.
  var importableModules: Set<String> {
    guard let testedModule else { return Self.availableModules }
    return Self.availableModules.union(["XCTest", testedModule])
  }

  /// Ports every file and returns the ported files (path and text), in path order.
  mutating func run() -> [(path: String, text: String)] {
    if testedModule == nil {
      findApplicationMain()
      droppedCoreDataFile = dropUnusedCoreDataTemplate()
    }
    let selectorConstants = selectorConstants()
    for index in project.files.indices where !droppedFiles.contains(index) {
      if testedModule != nil { portTestFile(index) }
      portImportsAndAttributes(of: index)
      reportUnportableCalls(in: index)
      reportSwift2DelegateNames(in: index)
      renamePrivateDelegateLookalikes(in: index)
      rewriteOptionalRequirementCalls(in: index)
      importFoundationNetworking(in: index)
      rewriteStoryboardsLoadedByName(in: index)
      rewriteSelectors(in: index, constants: selectorConstants)
    }
    moveOverridesOutOfExtensions()
    if testedModule == nil { makeManagedObjectClassesNonisolated() }
    var result: [(path: String, text: String)] = []
    for (index, file) in project.files.enumerated() where !droppedFiles.contains(index) {
      result.append((file.path, apply(edits[index], to: file.source)))
    }
    return result
  }

  // MARK: - Applying the edits

  /// The file's text with its edits applied; an edit that overlaps one already applied is
  /// left out. Edits are kept from the end of the file (at one place, the later edit first),
  /// then the text is written once from the start, each stretch between edits copied once:
  /// a file of thousands of edits takes time in proportion to its length.
  func apply(_ edits: [Edit], to source: SwiftSource) -> String {
    let fromTheEnd = edits.enumerated().sorted {
      $0.element.range.lowerBound != $1.element.range.lowerBound
        ? $0.element.range.lowerBound > $1.element.range.lowerBound : $0.offset > $1.offset
    }
    var kept: [Edit] = []
    // Where the kept range nearest the start begins: every range kept so far starts at or
    // after the edit at hand, so it overlaps one of them exactly when it runs past this.
    var nearestStart = Int.max
    for (_, edit) in fromTheEnd {
      if !edit.range.isEmpty {
        guard edit.range.upperBound <= nearestStart else { continue }
        nearestStart = edit.range.lowerBound
      }
      kept.append(edit)
    }
    let original = source.bytes
    var bytes: [UInt8] = []
    bytes.reserveCapacity(original.count)
    var copied = 0
    for edit in kept.reversed() {
      let start = max(edit.range.lowerBound, copied)
      bytes += original[copied..<start]
      bytes += edit.text.utf8
      copied = max(copied, edit.range.upperBound)
    }
    bytes += original[copied...]
    return String(decoding: bytes, as: UTF8.self)
  }
}

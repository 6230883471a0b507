// The stages the export tests take to Xcode and back.

import AppTestSupport
import Checklists01
import Checklists02
import Checklists03
import Checklists04
import Checklists05
import Checklists06
import Checklists07
import Checklists08
import Checklists09
import Foundation
import HeadlessUIKitCore
import InterfaceBuilderDocuments
import XcodeFormats

@testable import ExportKit

/// The Checklists stages, each with its target's folder and its descriptor.
@MainActor
enum Stages {
  static let all: [(target: String, app: AppDescriptor)] = [
    ("Checklists01", Checklists01.app), ("Checklists02", Checklists02.app),
    ("Checklists03", Checklists03.app), ("Checklists04", Checklists04.app),
    ("Checklists05", Checklists05.app), ("Checklists06", Checklists06.app),
    ("Checklists07", Checklists07.app), ("Checklists08", Checklists08.app),
    ("Checklists09", Checklists09.app),
  ]

  nonisolated static let targets = (1...9).map { "Checklists0\($0)" }

  /// A stage's source folder.
  static func folder(_ target: String) -> URL {
    PackageRoot.url.appendingPathComponent("Sources/\(target)")
  }

  /// A stage exported, as `stepwise export <id>` does.
  static func export(_ target: String) throws -> ExportedProject {
    let app = try require(all.first { $0.target == target }?.app, "no stage \(target)")
    return try ExportedProject(
      name: AppInfo.projectName(title: app.title, target: target),
      sources: ExportedProject.swiftFiles(ofTarget: target, in: PackageRoot.url),
      info: AppInfo(app))
  }

  /// The storyboard a stage's `Storyboard.swift` declares.
  static func declaredStoryboard(_ target: String) throws -> StoryboardModel {
    let text = try String(
      contentsOf: folder(target).appendingPathComponent("Storyboard.swift"), encoding: .utf8)
    var declaration = StoryboardDeclaration(path: "Storyboard.swift")
    return try declaration.read(text)
  }
}

/// `#require` outside a test: throws when the value is nil.
func require<Value>(_ value: Value?, _ message: String = "missing value") throws -> Value {
  guard let value else { throw RequireError(message: message) }
  return value
}

struct RequireError: Error { var message: String }

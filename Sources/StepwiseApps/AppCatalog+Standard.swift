// The catalog of every app in the package, which `stepwise` runs with: one line per app, in
// teaching order.

import AppProgram
import Checklists01
import Checklists02
import Checklists03
import Checklists04
import Checklists05
import Checklists06
import Checklists07
import Checklists08
import Checklists09
import NameInjection
import TaskMVC
import TodoArchiver
import TodoCodable
import TodoCoreData

extension AppCatalog {
  /// Every app in the package: the Checklists stages, then the side tracks.
  ///
  /// To add an app, import its target, add a line here, and add the target to
  /// StepwiseApps's dependencies in Package.swift. Only the program that runs the tool names
  /// them: `stepwise`'s `main.swift` runs its commands with this catalog.
  package static let standard = AppCatalog([
    Entry(Checklists01.app, target: "Checklists01"),
    Entry(Checklists02.app, target: "Checklists02"),
    Entry(Checklists03.app, target: "Checklists03"),
    Entry(Checklists04.app, target: "Checklists04"),
    Entry(Checklists05.app, target: "Checklists05"),
    Entry(Checklists06.app, target: "Checklists06"),
    Entry(Checklists07.app, target: "Checklists07"),
    Entry(Checklists08.app, target: "Checklists08"),
    Entry(Checklists09.app, target: "Checklists09"),
    Entry(TodoArchiver.app, target: "TodoArchiver"),
    Entry(TodoCodable.app, target: "TodoCodable"),
    Entry(TodoCoreData.app, target: "TodoCoreData"),
    Entry(TaskMVC.app, target: "TaskMVC"),
    Entry(NameInjection.app, target: "NameInjection"),
  ])
}

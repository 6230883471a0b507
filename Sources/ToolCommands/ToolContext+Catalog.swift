// The apps a command knows: the catalog the program runs its commands with.

import AppProgram
import CommandLineKit

extension ToolContext {
  /// The apps a command of the tool runs, lists and compares: the ones the program runs with
  /// (`stepwise` gives every app of the package, StepwiseApps's `AppCatalog.standard`).
  var catalog: AppCatalog { AppCatalog.current }
}

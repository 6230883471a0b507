// `stepwise-all`, the tool with every command, which `stepwise` starts for all but a learner's
// (see LearnerCommands): the ToolCommands library, run here with the package's apps
// (StepwiseApps), which no command links itself.

import AppProgram
import Foundation
import StepwiseApps
import ToolCommands

exit(
  AppCatalog.$current.withValue(.standard) {
    StepwiseCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
  })

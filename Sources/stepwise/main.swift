// The `stepwise` command: everything it does lives in the ToolCommands library.

import Foundation
import ToolCommands

exit(StepwiseCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))

// The `stepwise` command: everything it does lives in the StepwiseTool library.

import Foundation
import StepwiseTool

exit(StepwiseCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))

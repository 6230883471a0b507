// The `stepwise` command: a learner's commands, run here; every other one in `stepwise-all`,
// which it starts in its place (see LearnerCommands).

import Foundation
import LearnerCommands

exit(LearnerCommands.main(arguments: Array(CommandLine.arguments.dropFirst())))

// The mutation check: plants bugs in one module and lists those its tests miss.

import Foundation
import MutationCheck

exit(MutantsCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))

// The benchmark tool: measures the kit, the harness and an app side by side.

import Foundation
import StepwiseBenchKit

exit(StepwiseBench.main(arguments: Array(CommandLine.arguments.dropFirst())))

// Lines the learner types while the watcher is also waiting for files to be saved.

import Foundation

/// Where watch mode reads commands from without blocking: it waits a little for a line,
/// then looks at the files again.
package protocol LineSource: AnyObject {
  /// Waits at most `timeout` seconds for a whole line.
  func nextLine(waitingAtMost timeout: TimeInterval) -> TypedLine
}

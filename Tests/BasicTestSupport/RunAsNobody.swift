// Whether the tests of grading as another user can run here.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether this machine can run a program as `nobody`: as root, on Linux, with `setpriv`.
package let canRunAsNobody: Bool = {
  #if os(Linux)
    geteuid() == 0 && getpwnam("nobody") != nil
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  #else
    false
  #endif
}()

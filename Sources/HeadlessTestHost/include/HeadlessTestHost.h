// The host application of the tests linked into a process, as Xcode's "Host Application"
// setting names it for a test target.

#ifndef HEADLESS_TEST_HOST_H
#define HEADLESS_TEST_HOST_H

/// Launches the tests' host application.
///
/// A test target that has a host defines this function in its `TestHost.swift` (which
/// `stepwise port` and the tutorial's starter write, as Xcode writes the TEST_HOST setting):
/// it calls `UIApplication.launchTestHost(_:)` with the app's delegate. Everywhere else the
/// kit's own definition, which does nothing, is linked: the tests run unhosted.
void stepwise_launch_test_host(void);

#endif

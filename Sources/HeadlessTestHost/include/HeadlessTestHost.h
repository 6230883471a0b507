// What the link fills in: the host application of the tests linked into a process, as
// Xcode's "Host Application" setting names it for a test target, and the program an app's
// `@main` runs.

#ifndef HEADLESS_TEST_HOST_H
#define HEADLESS_TEST_HOST_H

#include <stddef.h>

/// Launches the tests' host application.
///
/// A test target that has a host defines this function in its `TestHost.swift` (which
/// `stepwise port` and the tutorial's starter write, as Xcode writes the TEST_HOST setting):
/// it calls `UIApplication.launchTestHost(_:)` with the app's delegate. Everywhere else the
/// kit's own definition, which does nothing, is linked: the tests run unhosted.
void stepwise_launch_test_host(void);

/// Launches the host application of the test target the process runs, in a test program that
/// links several apps and test targets (the course's checks of a learner's test); returns
/// nonzero when it launched one.
///
/// The checks' hosts target defines it: the environment variable `STEPWISE_TESTED_MODULE`
/// names the test target, and each has an app. Everywhere else the kit's own definition,
/// which returns 0, is linked, and `stepwise_launch_test_host` names the host.
int stepwise_launch_trial_host(void);

/// Installs the program that `@main` on an app delegate runs: the terminal simulator, or a
/// played script, in the app's container.
///
/// The kit's AppProgram module defines it, and every app links it through the kit's
/// `HeadlessUIKit` product, so the simulated UIKit itself needs nothing above it. Where it is
/// not linked, the kit's own definition, which installs nothing, is, and `main()` says so.
void stepwise_install_app_program(void);

/// The most bytes a launch channel's secret takes, its ending zero included.
#define STEPWISE_CHANNEL_SECRET_CAPACITY 256

/// Copies the launch channel's secret into `buffer` (`size` bytes) and forgets it: the
/// secret the tool handed the program in the environment variable `STEPWISE_CHANNEL_SECRET`,
/// which was taken out of the environment (and blanked where the system wrote it) as the
/// program was loaded, before `main` and any of the app's code, a `static func main()` of its
/// own included, could read it. Returns nonzero when there was one and it fitted; a second
/// call finds none.
int stepwise_take_channel_secret(char *buffer, size_t size);

#endif

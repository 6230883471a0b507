// The definitions linked when nothing else defines them (no test target names a host, no
// program is linked for `@main`): weak symbols, which a strong definition elsewhere in the
// program replaces at link time, on Linux and on macOS alike.

#include "HeadlessTestHost.h"

__attribute__((weak)) void stepwise_launch_test_host(void) {}

__attribute__((weak)) int stepwise_launch_trial_host(void) { return 0; }

__attribute__((weak)) void stepwise_install_app_program(void) {}

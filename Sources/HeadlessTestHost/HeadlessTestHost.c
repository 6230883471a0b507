// The definitions linked when no test target names a host: weak symbols, which a test
// target's own (strong) definitions replace at link time, on Linux and on macOS alike.

#include "HeadlessTestHost.h"

__attribute__((weak)) void stepwise_launch_test_host(void) {}

__attribute__((weak)) int stepwise_launch_trial_host(void) { return 0; }

// The definition linked when no test target names a host: a weak symbol, which a test
// target's own (strong) definition replaces at link time, on Linux and on macOS alike.

#include "HeadlessTestHost.h"

__attribute__((weak)) void stepwise_launch_test_host(void) {}

// The definitions linked when nothing else defines them (no test target names a host, no
// program is linked for `@main`): weak symbols, which a strong definition elsewhere in the
// program replaces at link time, on Linux and on macOS alike.
// And the launch channel's secret, taken from the environment as the program is loaded.

#include "HeadlessTestHost.h"

#include <stdlib.h>
#include <string.h>

__attribute__((weak)) void stepwise_launch_test_host(void) {}

__attribute__((weak)) int stepwise_launch_trial_host(void) { return 0; }

__attribute__((weak)) void stepwise_install_app_program(void) {}

// The launch channel's secret, taken from the environment as the program is loaded, and
// whether there is one.
static char channel_secret[STEPWISE_CHANNEL_SECRET_CAPACITY];
static int has_channel_secret = 0;

// Run as the program is loaded, before `main`: takes the secret out of the environment and
// blanks it where the system wrote it. A secret too long for the capacity is blanked too,
// and not kept.
__attribute__((constructor)) static void take_channel_secret_at_load(void) {
  char *value = getenv("STEPWISE_CHANNEL_SECRET");
  if (value == NULL) return;
  size_t length = strlen(value);
  if (length < sizeof(channel_secret)) {
    memcpy(channel_secret, value, length + 1);
    has_channel_secret = 1;
  }
  memset(value, 0, length);
  unsetenv("STEPWISE_CHANNEL_SECRET");
}

int stepwise_take_channel_secret(char *buffer, size_t size) {
  if (!has_channel_secret || size == 0) return 0;
  size_t length = strlen(channel_secret);
  int taken = length < size;
  if (taken) memcpy(buffer, channel_secret, length + 1);
  memset(channel_secret, 0, sizeof(channel_secret));
  has_channel_secret = 0;
  return taken;
}

// How every exercise test starts its app.

import HeadlessUIKit
import ViewHarness

/// Launches an app on a new simulated device with a fresh temporary sandbox, and keeps the
/// device so that its transcript can be shown if the test fails.
///
/// `prepare` runs before the launch, to put files in the sandbox (a data file from an older
/// version, say) as if an earlier run had left them there.
@MainActor
func launch(
  _ app: AppDescriptor, preparing prepare: (AppSandbox) throws -> Void = { _ in }
) throws -> Device {
  let device = try Device(app: app, launch: false)
  AttachesTranscripts.launchedDevices?.add(device)
  try prepare(device.sandbox)
  try device.launch()
  return device
}

// The centre's edges the mutation check found untested: asking twice after a yes, the answer
// saved on its own, a single delivery saved, the delegate's question in the transcript and
// its default answer, the system's centre of the running app.

import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessUserNotifications

@MainActor
@Suite struct NotificationCenterEdgeTests {
  @Test func askingAgainAfterAYesIsAnsweredYesWithoutAsking() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let answers = Box<[Bool]>([])
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert]) { answer, _ in answers.value.append(answer) }
    }
    #expect(app.answerPermission(allow: true))
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.sound]) { answer, _ in answers.value.append(answer) }
      #expect(app.application.systemAlert == nil, "asked once")
    }
    UIKitRuntime.waitForBackgroundWork()
    #expect(answers.value == [true, true])
    app.run {
      let center = UNUserNotificationCenter.current()
      #expect(center.requestedAuthorizationOptions == [.alert], "only the first question counts")
    }
  }

  @Test func aSingleDeliveryIsOnDiskForTheNextRun() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      UNUserNotificationCenter.current().add(request("1", after: 60))
    }
    app.advance(by: 60)
    let onDisk = NotificationRecordTests().recordedOnDisk(app)
    #expect(onDisk.pending.isEmpty)
    #expect(onDisk.delivered.map(\.request.identifier) == ["1"])
  }

  @Test func theTranscriptSaysTheDelegateIsAskedHowToPresent() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      UNUserNotificationCenter.current().add(request("1", after: 60))
    }
    var transcript: [String] = []
    UIKitRuntime.withHooks(.init(trace: { line, _ in transcript.append(line) })) {
      app.advance(by: 60)
    }
    #expect(transcript.contains("userNotificationCenter(_:willPresent: \"1\")"))
    #expect(app.delegate.presented == ["1"])
  }

  @Test func theSystemsCentreOfTheRunningAppsSandboxIsTheAppsOwn() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let other = try AppSandbox.inMemory()
    defer { try? other.removeAll() }
    app.run {
      let current = UNUserNotificationCenter.current()
      #expect(UNUserNotificationCenter.system(for: app.sandbox) === current)
      #expect(UNUserNotificationCenter.system(for: other) !== current)
    }
  }

  @Test func theAnswerToThePermissionIsOnDiskBeforeAnythingIsScheduled() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      UNUserNotificationCenter.current().requestAuthorization(options: [.badge]) { _, _ in }
      app.answerPermission(allow: true)
    }
    let onDisk = NotificationRecordTests().recordedOnDisk(app)
    #expect(onDisk.authorization == true)
    #expect(onDisk.requestedOptions == [.badge])
  }

  /// A delegate that leaves both methods to the protocol's defaults.
  final class DefaultDelegate: UNUserNotificationCenterDelegate {}

  @Test func aDelegateWithoutWillPresentShowsTheNotificationWithNoOptions() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let delegate = DefaultDelegate()
    app.run {
      let center = UNUserNotificationCenter.current()
      center.delegate = delegate
      center.requestAuthorization(options: [.alert]) { _, _ in }
      app.answerPermission(allow: true)
      center.add(request("1", after: 60))
    }
    app.advance(by: 60)
    app.run {
      let presentations = UNUserNotificationCenter.current().presentations
      #expect(presentations.map(\.identifier) == ["1"])
      #expect(presentations.map(\.options) == [[]])
    }
    withExtendedLifetime(delegate) {}
  }
}

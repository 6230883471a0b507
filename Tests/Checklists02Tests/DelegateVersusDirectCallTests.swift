// What the delegate buys: the Add Item screen works for any screen, not just the checklist.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists02

@MainActor
@Suite struct DelegateVersusDirectCallTests {
  @Test func theDirectCallScreenAddsTheItemWhenTheChecklistOpensIt() throws {
    let device = try Device(app: Checklists02.directCallApp)
    try device.tap("+")
    #expect(device.visibleController is DirectCallAddItemViewController)
    try device.type("Buy milk")
    try device.tap("Done")
    #expect(device.presentedController == nil)
    #expect(device.rowTexts.last == "Buy milk")
  }

  // excerpt: direct-call-loses
  @Test func theDirectCallScreenLosesTheItemWhenAnyOtherScreenOpensIt() throws {
    let device = try Device(app: SpyHostApp.app)
    try device.tap("Direct")
    try device.type("Buy milk")
    try device.tap("Done")
    // The screen closed, but it could only talk to a ChecklistViewController: the host
    // never heard of the item, which is gone.
    #expect(device.presentedController == nil)
    let host = try #require(device.visibleController as? SpyHostViewController)
    #expect(host.addedTexts.isEmpty)
  }
  // end excerpt

  // excerpt: delegate-reports
  @Test func theDelegateScreenReportsTheNewItemToAnyDelegate() throws {
    let device = try Device(app: SpyHostApp.app)
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Done")
    #expect(device.presentedController == nil)
    let host = try #require(device.visibleController as? SpyHostViewController)
    #expect(host.addedTexts == ["Buy milk"])
  }
  // end excerpt

  @Test func theDelegateScreenReportsCancelToAnyDelegate() throws {
    let device = try Device(app: SpyHostApp.app)
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Cancel")
    #expect(device.presentedController == nil)
    let host = try #require(device.visibleController as? SpyHostViewController)
    #expect(host.cancelCount == 1)
    #expect(host.addedTexts.isEmpty)
  }
}

// The three name screens created directly, as the input screen creates them.

import HeadlessUIKit
import Testing

@testable import NameInjection

@MainActor
@Suite struct NameCheckControllerTests {
  // excerpt: var-until-load
  @Test func theVarHoldsTheNameUntilTheViewLoads() throws {
    let controller = try #require(VariableNameCheckViewController.instantiate(receivedText: "山田"))
    #expect(controller.receivedText == "山田")
    controller.loadViewIfNeeded()
    #expect(controller.receivedText == "名無し")
  }
  // end excerpt

  @Test func theInjectedScreenIsCreatedWithItsName() throws {
    let controller = try #require(InjectedNameCheckViewController.instantiate(receivedText: "山田"))
    #expect(controller.storyboardIdentifier == "InjectedNameCheck")
    controller.loadViewIfNeeded()
    controller.beginAppearanceTransition(true)
    #expect(controller.nameLabel?.text == "山田")
  }

  @Test func theFixedScreenComesFromItsStoryboardsInitialScene() throws {
    let controller = try #require(FixedNameCheckViewController.instantiate())
    #expect(controller.storyboard?.name == "FixedNameCheckViewController")
  }
}

// UISlider: its value stays inside its range, only the user's slide sends .valueChanged, and a
// disabled or hidden slider cannot be slid (FIDELITY 21).

import HeadlessUIKit
import Testing

@MainActor
@Suite struct SliderTests {
  /// A slider on screen that counts its value-changed actions. Keep the window alive.
  static func sliderOnScreen() -> (UISlider, counter: ActionCounter, UIWindow) {
    let controller = UIViewController()
    let slider = UISlider()
    let counter = ActionCounter()
    slider.addAction(UIAction { [counter] _ in counter.count += 1 }, for: .valueChanged)
    controller.view.addSubview(slider)
    return (slider, counter, show(controller))
  }

  @Test func aNewSliderIsAtZeroInARangeFromZeroToOneAndContinuous() {
    let slider = UISlider()
    #expect(slider.value == 0)
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.isContinuous)
  }

  @Test func aValueOutsideTheRangeIsPinnedToTheNearerEnd() {
    let slider = UISlider()
    slider.maximumValue = 100
    slider.minimumValue = 1
    #expect(slider.value == 1, "a new minimum above the value moves the value up")
    slider.value = 150
    #expect(slider.value == 100)
    slider.setValue(-3, animated: true)
    #expect(slider.value == 1)
    slider.value = 80
    slider.maximumValue = 50
    #expect(slider.value == 50, "a new maximum below the value moves the value down")
  }

  @Test func onlyTheUsersSlideSendsValueChangedAfterTheValueMoved() {
    let (slider, counter, window) = Self.sliderOnScreen()
    slider.maximumValue = 100
    slider.value = 20
    slider.setValue(30, animated: false)
    #expect(counter.count == 0, "setting the value in code sends no action")

    var seen: [Float] = []
    slider.addAction(UIAction { [slider] _ in seen.append(slider.value) }, for: .valueChanged)
    #expect(slider.simulateUserSlide(to: 75))
    #expect(slider.simulateUserSlide(to: 120))
    #expect(seen == [75, 100], "the value had moved, and was pinned, when the action ran")
    #expect(counter.count == 2)
    #expect(slider.accessibilityValue == "100%")
    #expect(window.isKeyWindow)
  }

  @Test func f21_aDisabledOrHiddenSliderCannotBeSlid() {
    let (slider, counter, window) = Self.sliderOnScreen()
    slider.isEnabled = false
    #expect(!slider.simulateUserSlide(to: 0.5))
    slider.isEnabled = true
    slider.isHidden = true
    #expect(!slider.simulateUserSlide(to: 0.5))
    #expect(slider.value == 0)
    #expect(counter.count == 0)
    #expect(window.isKeyWindow)
  }

  @Test func aStoryboardSliderSetsItsRangeBeforeItsValue() throws {
    let storyboard = UIStoryboard(
      name: "Game", initialScene: "Game",
      scenes: [
        .viewController(
          "Game", GameViewController.self,
          content: [
            .slider(
              value: 50, minimumValue: 1, maximumValue: 100, outlet: \.slider,
              onChange: { $0.sliderMoved($1) })
          ])
      ])
    guard let controller = storyboard.instantiateInitialViewController() as? GameViewController
    else {
      Issue.record("the initial scene is not a GameViewController")
      return
    }
    let window = show(controller)

    let slider = try #require(controller.slider)
    #expect(slider.value == 50)
    #expect(slider.minimumValue == 1)
    #expect(slider.maximumValue == 100)
    #expect(slider.simulateUserSlide(to: 64))
    #expect(controller.moves == [64])
    #expect(window.isKeyWindow)
  }
}

/// BullsEye's screen: a slider whose moves the controller reads.
@MainActor
final class GameViewController: UIViewController {
  weak var slider: UISlider?
  var moves: [Float] = []

  func sliderMoved(_ slider: UISlider) { moves.append(slider.value) }
}

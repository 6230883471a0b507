// The app the template's tests launch, as Xcode's UI-test target names its target app in the
// project's settings rather than in the test files.

import HeadlessXCUIAutomation

extension TemplateUITests: TargetApplicationNaming {
  static var targetApplicationName: String { "PortedChecklists" }
}

extension TemplateUITestsLaunchTests: TargetApplicationNaming {
  static var targetApplicationName: String { "PortedChecklists" }
}

// An app written as for UIKit that prints where Foundation's own names point, for the tests
// of an app's process: its home, its documents, its preferences across launches.

import HeadlessUIKit
import HeadlessUserNotifications

@main
class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  /// How many times an app launched in this process: 1 every time when a relaunch starts a
  /// new process, as on a phone, where no static outlives the app.
  static var launchesInThisProcess = 0

  /// Whether the app's code can read the launch channel's secret: in its environment, or
  /// where the system wrote the environment when the program started.
  static var seesChannelSecret: Bool {
    let name = "STEPWISE_CHANNEL_SECRET"
    if ProcessInfo.processInfo.environment[name] != nil { return true }
    guard let written = FileManager.default.contents(atPath: "/proc/self/environ") else {
      return false
    }
    return written.split(separator: 0).contains {
      let entry = String(decoding: $0, as: UTF8.self)
      return entry.hasPrefix(name + "=") && entry.count > name.count + 1
    }
  }

  /// Whether the app's own `main()`, the first of its code to run, saw the secret.
  static var sawChannelSecretFirst = false

  /// An entry point of the app's own, as an app delegate may declare: it looks for the
  /// secret before anything of the kit's has run, then runs the app as UIKit's would.
  static func main() {
    sawChannelSecretFirst = seesChannelSecret
    runApplication(Self.self)
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Self.launchesInThisProcess += 1
    print("launches in this process: \(Self.launchesInThisProcess)")
    let defaults = UserDefaults.standard
    print("registered before: \(defaults.string(forKey: "Registered") ?? "none")")
    print("stored: \(defaults.string(forKey: "Stored") ?? "none")")
    defaults.register(defaults: ["Registered": "yes"])
    print("registered after: \(defaults.string(forKey: "Registered") ?? "none")")
    print("home: \(NSHomeDirectory())")
    let manager = FileManager.default
    print("documents: \(manager.urls(for: .documentDirectory, in: .userDomainMask)[0].path)")
    print("caches: \(manager.urls(for: .cachesDirectory, in: .userDomainMask)[0].path)")
    print("temporary: \(NSTemporaryDirectory())")
    print("channel secret seen: \(Self.seesChannelSecret ? "yes" : "no")")
    print("channel secret seen by main(): \(Self.sawChannelSecretFirst ? "yes" : "no")")
    return true
  }
}

/// Runs an app delegate's app as `@main` would: UIKit's entry point, which the delegate's own
/// `main()` hides from a call on the delegate's type.
@MainActor func runApplication<Delegate: UIApplicationDelegate>(_: Delegate.Type) {
  Delegate.main()
}

class ProbeViewController: UIViewController {
  var passwordField: UITextField?
  var duePicker: UIDatePicker?
  var dueLabel: UILabel?
  var volumeSlider: UISlider?
  var volumeLabel: UILabel?

  override func viewDidLoad() {
    super.viewDidLoad()
    passwordField?.isSecureTextEntry = true
    if CommandLine.arguments.contains("-timeOnly") { duePicker?.datePickerMode = .time }
    nameButtons()
    // A fixed minute for UI tests' picker wheels: Sat, Jun 1 2030, 6:30 PM.
    var parts = DateComponents()
    (parts.year, parts.month, parts.day, parts.hour, parts.minute) = (2030, 6, 1, 18, 30)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = duePicker?.timeZone ?? .current
    if let date = calendar.date(from: parts) { duePicker?.date = date }
    dueChanged()
    volumeSlider?.accessibilityLabel = "Volume"
    volumeChanged()
  }

  /// Shows the volume, as the slider's target hears of each slide.
  func volumeChanged() {
    volumeLabel?.text = "Volume \(Int((volumeSlider?.value ?? 0).rounded()))"
  }

  /// Shows the picked minute, as the picker's target hears of each turn.
  func dueChanged() {
    guard let picker = duePicker else { return }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = picker.timeZone ?? .current
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    dueLabel?.text = "Due " + formatter.string(from: picker.date)
  }

  /// Stores a preference without `synchronize()`, as iOS code does, and a file.
  func store() {
    UserDefaults.standard.set("kept", forKey: "Stored")
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try? Data("kept\n".utf8).write(to: documents.appendingPathComponent("Note.txt"))
  }

  /// Asks to notify, then schedules a reminder a minute from now.
  func remind() {
    let center = UNUserNotificationCenter.current()
    center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
    let content = UNMutableNotificationContent()
    content.title = "Stand up"
    content.userInfo = ["minutes": 1]
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    center.add(UNNotificationRequest(identifier: "stand", content: content, trigger: trigger))
  }
}

extension ProbeViewController {
  /// Names the Launch button for UI tests, and gives the Remind button a label of its own.
  func nameButtons() {
    for case let button as UIButton in view.subviews {
      if button.currentTitle == "Launch" { button.accessibilityIdentifier = "launchButton" }
      if button.currentTitle == "Remind" { button.accessibilityLabel = "Remind me in a minute" }
    }
  }

  /// Shows what the launch handed the app, as a UI test's launch arguments and environment
  /// reach it on iOS: in `CommandLine.arguments` and `ProcessInfo`'s environment.
  func showLaunch() {
    let reset = CommandLine.arguments.contains("-resetForUITests") ? "yes" : "no"
    let greeting = ProcessInfo.processInfo.environment["PROBE_GREETING"] ?? "none"
    let alert = UIAlertController(
      title: "Launch", message: "reset: \(reset), greeting: \(greeting)", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

extension ProbeViewController {
  /// Answers later, twice removed, as a geocoder's completion handler that hands its result
  /// back with `DispatchQueue.main.async` does: the button then says so.
  func ask(_ sender: UIButton) {
    DispatchQueue.main.async {
      DispatchQueue.main.async { sender.setTitle("Answered", for: .normal) }
    }
  }
}

extension ProbeViewController {
  /// Asks to notify, and retitles the button straight from the completion handler, on the
  /// queue iOS runs it on, not the main queue: what Swift 5 code compiles (and Swift 6 only
  /// warns about, UIKit's declarations predating its checks), for Xcode's Main Thread
  /// Checker to report.
  func answerOffTheMainQueue(_ sender: UIButton) {
    let retitle: @MainActor () -> Void = { sender.setTitle("Answered", for: .normal) }
    let retitleAnywhere = unsafeBitCast(retitle, to: (@Sendable () -> Void).self)
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in
      retitleAnywhere()
    }
  }
}

extension ProbeViewController {
  /// Offers what to do with the probe's findings in an action sheet, for UI tests' sheets.
  func showShareSheet() {
    let sheet = UIAlertController(
      title: "Share", message: "What the probe found", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true)
  }
}

extension UIStoryboard {
  static func makeMain() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "Probe",
      scenes: [
        .viewController(
          "Probe", ProbeViewController.self, title: "Probe",
          rightBarButton: .accessibility(
            .system(.refresh, action: { $0.store() }), identifier: "refreshButton",
            label: "Look again"),
          content: [
            .button("Store", action: { $0.store() }), .button("Remind", action: { $0.remind() }),
            .button("Launch", action: { $0.showLaunch() }),
            .button("Share", action: { $0.showShareSheet() }),
            .button("Ask", action: { $0.ask($1) }),
            .button("Ask Off Main", action: { $0.answerOffTheMainQueue($1) }),
            .textField(placeholder: "Password", outlet: \.passwordField),
            .datePicker(outlet: \.duePicker, onChange: { $0.dueChanged() }),
            .label(outlet: \.dueLabel),
            .accessibility(.label("Nothing found"), identifier: "status"),
            .accessibility(.switch("Loud"), identifier: "loudSwitch"),
            .slider(
              value: 50, minimumValue: 0, maximumValue: 100, outlet: \.volumeSlider,
              onChange: { $0.volumeChanged() }),
            .label(outlet: \.volumeLabel),
          ])
      ])
  }
}

extension ProbeAppDelegate {
  static let infoPlist: InfoPlist? = InfoPlist(
    bundleIdentifier: "org.stepwise.probe", displayName: "Probe",
    makeDelegate: { ProbeAppDelegate() }, mainStoryboard: { UIStoryboard.makeMain() })
}

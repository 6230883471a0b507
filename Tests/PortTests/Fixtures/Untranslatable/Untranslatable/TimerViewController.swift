//
//  TimerViewController.swift
//  Untranslatable
//
//  Built to fail: what the port cannot translate, in the places a first app puts it.
//

import UIKit

class TimerViewController: UIViewController {

  @IBOutlet weak var countLabel: UILabel!

  var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(appBecameActive(_:)),
      name: UIApplication.didBecomeActiveNotification, object: nil)
    perform(#selector(tick), with: nil, afterDelay: 1)
  }

  @objc func tick() {
    count += 1
    countLabel.text = "\(count)"
  }

  @objc func appBecameActive(_ notification: Notification) {
    count = 0
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    print(keyPath ?? "")
  }
}

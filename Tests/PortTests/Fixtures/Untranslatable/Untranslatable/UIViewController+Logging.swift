//
//  UIViewController+Logging.swift
//  Untranslatable
//

import UIKit

extension UIViewController {
  open override func viewDidAppear(_ animated: Bool) {
    print("Showing \(type(of: self))")
  }
}

//
//  Bottle.swift
//  Cellar
//

import Foundation

struct Bottle {
  var name: String
  var year: Int
  var isOpened = false
}

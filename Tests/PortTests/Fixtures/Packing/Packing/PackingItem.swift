//
//  PackingItem.swift
//  Packing
//

import Foundation

struct PackingItem: Codable {
  var name: String
  var isPacked = false
}

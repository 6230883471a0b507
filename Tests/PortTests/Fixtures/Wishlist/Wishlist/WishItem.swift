//
//  WishItem.swift
//  Wishlist
//

import Foundation

struct WishItem: Codable {
  var name: String
  var isBought: Bool
}

//
//  Book.swift
//  Bookshelf
//

import Foundation

struct Book {
  var title: String
  var author: String
  var isFavorite = false
}

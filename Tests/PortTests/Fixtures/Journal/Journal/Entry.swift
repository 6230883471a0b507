//
//  Entry.swift
//  Journal
//

import Foundation

struct Entry: Codable {
  var text: String
  var date: Date
  var starred: Bool
}

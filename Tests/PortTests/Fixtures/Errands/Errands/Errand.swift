//
//  Errand.swift
//  Errands
//

import Foundation

class Errand: Codable {
  var title: String
  var done = false

  init(title: String) {
    self.title = title
  }

  static func loadAll() -> [Errand] {
    guard let data = UserDefaults.standard.data(forKey: "Errands"),
      let errands = try? JSONDecoder().decode([Errand].self, from: data)
    else {
      return []
    }
    return errands
  }

  static func saveAll(_ errands: [Errand]) {
    if let data = try? JSONEncoder().encode(errands) {
      UserDefaults.standard.set(data, forKey: "Errands")
    }
  }
}

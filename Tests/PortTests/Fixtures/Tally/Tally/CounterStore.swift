//
//  CounterStore.swift
//  Tally
//

import Foundation

struct Counter: Codable {
  var name: String
  var count: Int
}

class CounterStore {
  var counters = [Counter]()

  init() {
    if let data = UserDefaults.standard.data(forKey: "Counters"),
      let saved = try? JSONDecoder().decode([Counter].self, from: data)
    {
      counters = saved
    }
  }

  func save() {
    if let data = try? JSONEncoder().encode(counters) {
      UserDefaults.standard.set(data, forKey: "Counters")
    }
  }
}

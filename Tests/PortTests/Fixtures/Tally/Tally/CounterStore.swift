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

  /// The word new counters are named with, kept in the bundle's CounterName.txt.
  let counterName: String = {
    guard let path = Bundle.main.path(forResource: "CounterName", ofType: "txt"),
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else { return "Item" }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }()

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

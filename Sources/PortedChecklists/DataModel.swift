//
//  DataModel.swift
//  Checklists
//

import HeadlessUIKit

class DataModel {
  var lists = [Checklist]()

  var indexOfSelectedChecklist: Int {
    get {
      return UserDefaults.standard.integer(forKey: "ChecklistIndex")
    }
    set {
      UserDefaults.standard.set(newValue, forKey: "ChecklistIndex")
    }
  }

  init() {
    load()
    registerDefaults()
    handleFirstTime()
  }

  func registerDefaults() {
    let defaults: [String: Any] = ["ChecklistIndex": -1, "FirstTime": true]
    UserDefaults.standard.register(defaults: defaults)
  }

  func handleFirstTime() {
    let userDefaults = UserDefaults.standard
    if userDefaults.bool(forKey: "FirstTime") {
      lists.append(Checklist(name: "List"))
      indexOfSelectedChecklist = 0
      userDefaults.set(false, forKey: "FirstTime")
    }
  }

  func sortChecklists() {
    lists.sort { first, second in
      first.name.localizedStandardCompare(second.name) == .orderedAscending
    }
  }

  // MARK: - Data saving

  func documentsDirectory() -> URL {
    let paths = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    return paths[0]
  }

  func dataFilePath() -> URL {
    return documentsDirectory().appendingPathComponent("Checklists.plist")
  }

  func save() {
    let encoder = PropertyListEncoder()
    do {
      let data = try encoder.encode(lists)
      try data.write(to: dataFilePath(), options: Data.WritingOptions.atomic)
    } catch {
      print("Could not save the checklists: \(error.localizedDescription)")
    }
  }

  func load() {
    let path = dataFilePath()
    if let data = try? Data(contentsOf: path) {
      let decoder = PropertyListDecoder()
      do {
        lists = try decoder.decode([Checklist].self, from: data)
        sortChecklists()
      } catch {
        print("Could not read the checklists: \(error.localizedDescription)")
      }
    }
  }
}

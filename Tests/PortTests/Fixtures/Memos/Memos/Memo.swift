//
//  Memo.swift
//  Memos
//

import Foundation
import NotificationCenter

struct Memo: Codable {
  var text: String

  // the first line is the title
  var title: String {
    let lines = text.split(separator: "\n")
    if let first = lines.first {
      return String(first)
    }
    return "Empty memo"
  }
}

class MemoStore {
  static let shared = MemoStore()

  var memos = [Memo]()

  static let changed = Notification.Name("MemosChanged")

  init() {
    if let data = UserDefaults.standard.data(forKey: "memos") {
      if let saved = try? JSONDecoder().decode([Memo].self, from: data) {
        memos = saved
      }
    }
  }

  func add(_ memo: Memo) {
    memos.append(memo)
    save()
    NotificationCenter.default.post(name: MemoStore.changed, object: nil)
  }

  func save() {
    if let data = try? JSONEncoder().encode(memos) {
      UserDefaults.standard.set(data, forKey: "memos")
    }
  }
}

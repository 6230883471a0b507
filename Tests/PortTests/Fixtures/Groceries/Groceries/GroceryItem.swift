//
//  GroceryItem.swift
//  Groceries
//

import Foundation

class GroceryItem: NSObject, NSCoding {
  var title: String = ""
  var done: Bool = false

  init(title: String) {
    self.title = title
    super.init()
  }

  required init?(coder aDecoder: NSCoder) {
    title = aDecoder.decodeObject(forKey: "title") as! String
    done = aDecoder.decodeBool(forKey: "done")
    super.init()
  }

  func encode(with aCoder: NSCoder) {
    aCoder.encode(title, forKey: "title")
    aCoder.encode(done, forKey: "done")
  }
}

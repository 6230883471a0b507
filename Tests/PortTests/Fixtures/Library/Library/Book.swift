//
//  Book.swift
//  Library
//
//  Codegen "Category/Extension": Xcode generates Book's properties; the class is ours.
//

import CoreData

@objc(Book)
public class Book: NSManagedObject {

  /// How the row shows the book.
  var listing: String {
    let title = self.title ?? ""
    return isRead ? "\(title) (read)" : title
  }

  public override func awakeFromInsert() {
    super.awakeFromInsert()
    added = Date()
  }
}

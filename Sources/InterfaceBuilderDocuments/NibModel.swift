// A nib as Interface Builder holds it: what its `.xib` file's top level has.

/// A nib: what its `.xib` file holds.
package struct NibModel: Equatable {
  package var name: String
  package var objects: [NibObjectModel]

  package init(
    name: String,
    objects: [NibObjectModel]
  ) {
    self.name = name
    self.objects = objects
  }
}

/// A top-level object of a nib.
package enum NibObjectModel: Equatable {
  /// A table view cell; its identifier is empty when the nib gives it none.
  case cell(PrototypeModel)
  /// A view of a class, holding these views.
  case view(className: String, content: [ElementModel])
}

// The outlets and actions a storyboard connects, each on the class that must declare it.

import InterfaceBuilderDocuments

extension ExportedProject {
  /// The outlets the storyboard connects: each scene's on its controller's class, each
  /// prototype's on its cell's.
  static func outlets(of storyboard: StoryboardModel) -> [SwiftExporter.Outlet] {
    var result: [SwiftExporter.Outlet] = []
    for scene in storyboard.scenes {
      guard let owner = scene.className else { continue }
      let buttons = scene.leftBarButtons + scene.rightBarButtons + scene.toolbarItems
      for property in buttons.compactMap(\.outlet) + scene.ownedElements.compactMap(\.outlet)
        + scene.outletsBesideViews
      {
        result.append(.init(owner: owner, property: property))
      }
      for object in scene.objects {
        for property in object.controllerOutlets + object.outletsToViews.map(\.property) {
          result.append(.init(owner: object.className, property: property))
        }
      }
      for prototype in scene.allPrototypes {
        guard let cell = prototype.className else { continue }
        for property in prototype.content.compactMap(\.outlet) {
          result.append(.init(owner: cell, property: property))
        }
      }
    }
    return result
  }

  /// A note for each object beside a controller whose class has no superclass: Interface
  /// Builder's Object makes its object from the class's Objective-C name when the scene loads,
  /// which a Swift class of no superclass does not have (the app would log "Unknown class" and
  /// leave the outlets to it nil).
  static func objectClassNotes(
    of storyboard: StoryboardModel, in files: [(path: String, text: String)]
  ) -> [ExportNote] {
    let maps = files.map { SwiftSourceMap($0.text) }
    let classes = Set(maps.flatMap { $0.types.filter { $0.keyword == "class" }.map(\.name) })
    let finder = SwiftExporter.MemberFinder(maps: maps)
    var notes: [ExportNote] = []
    for scene in storyboard.scenes {
      for object in scene.objects {
        // The top of its line of the app's classes: one that inherits from nothing.
        guard let name = finder.lineage(object.className).last, classes.contains(name),
          finder.superclasses[name] == nil
        else { continue }
        notes.append(
          ExportNote(
            path: "Main.storyboard", line: nil,
            text: "scene \(scene.identifier)'s object \(object.className) is of a Swift class "
              + "with no superclass, which Interface Builder's Object cannot make: declare "
              + "\(name) as a subclass of NSObject"))
      }
    }
    return notes
  }

  /// The action methods the storyboard's controls and bar buttons call, on the same classes.
  static func actions(of storyboard: StoryboardModel) -> [SwiftExporter.Action] {
    var result: [SwiftExporter.Action] = []
    for scene in storyboard.scenes {
      guard let owner = scene.className else { continue }
      let buttons = scene.leftBarButtons + scene.rightBarButtons + scene.toolbarItems
      for action in buttons.compactMap(\.action) + scene.ownedElements.flatMap(\.actions.values) {
        result.append(.init(owner: owner, selector: action.selector))
      }
      for prototype in scene.allPrototypes {
        guard let cell = prototype.className else { continue }
        for action in prototype.content.flatMap(\.actions.values) {
          result.append(.init(owner: cell, selector: action.selector))
        }
      }
    }
    return result
  }
}

extension SceneModel {
  /// The views whose outlets and actions are the scene's controller's: its content, its static
  /// and dock cells' views and the view above its table's rows (a prototype's are its cell's).
  var ownedElements: [ElementModel] {
    content + staticSections.flatMap { $0.flatMap(\.content) } + dockCells.flatMap(\.content)
      + (tableHeader.map { [$0] } ?? [])
  }

  /// The controller's outlets that are no view's or bar button's own: to a built-in style's
  /// detail label, to a dock cell, to a bar button's custom button, to an object beside it.
  var outletsBesideViews: [String] {
    let buttons = leftBarButtons + rightBarButtons + toolbarItems
    return staticSections.flatMap { $0 }.compactMap(\.detailOutlet) + dockCells.map(\.outlet)
      + buttons.compactMap(\.buttonOutlet) + objects.compactMap(\.outlet)
  }

  /// The prototypes of the scene's table and of the table views among its views.
  var allPrototypes: [PrototypeModel] {
    prototypes + content.compactMap(\.table).flatMap(\.prototypes)
  }
}

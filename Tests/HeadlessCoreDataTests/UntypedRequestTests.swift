// The forms older tutorials write: requests of NSFetchRequestResult cast afterwards, objects
// made by entity name, and a container whose model is found by its name.

import Foundation
import Testing

@testable import HeadlessCoreData

@Suite struct UntypedRequestTests {
  @Test func anUntypedRequestReturnsObjectsOfTheEntitysClass() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let made = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
    made.setValue("Milk", forKey: "title")
    try context.save()
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Item")
    let items = try context.fetch(request) as? [Item]
    #expect(items?.map(\.title) == ["Milk"])
    #expect(try context.count(for: request) == 1)
    let byClass = NSManagedObject.fetchRequest()
    #expect(byClass.entityName == "NSManagedObject")
    #expect(Category.fetchRequest().entityName == "Category")
  }

  @Test func anEntityIsFoundByItsClass() throws {
    let container = Fixtures.inMemoryContainer()
    #expect(Item.entity().name == "Item")
    #expect(Category.entity().name == "Category")
    #expect(Item(context: container.viewContext).entity.name == "Item")
  }

  @Test func aContainerFindsTheModelRegisteredUnderItsName() throws {
    let name = "Registered-\(UUID().uuidString)"
    NSManagedObjectModel.register(Fixtures.model(), named: name)
    let container = NSPersistentContainer(name: name)
    #expect(container.managedObjectModel.entitiesByName.keys.sorted() == ["Category", "Item"])
    #expect(NSPersistentContainer(name: "Nothing-\(name)").managedObjectModel.entities.isEmpty)
  }

  @Test func anEntityNameTheModelLacksStopsTheAppAsCoreDataDoes() async {
    await #expect(processExitsWith: .failure) {
      let context = Fixtures.inMemoryContainer().viewContext
      _ = NSEntityDescription.insertNewObject(forEntityName: "Itme", into: context)
    }
  }

  @Test func aKeyTheEntityLacksStopsTheAppAsCoreDataDoes() async {
    await #expect(processExitsWith: .failure) {
      let context = Fixtures.inMemoryContainer().viewContext
      Item(context: context).setValue("x", forKey: "")
    }
  }

  @Test func aValueOfTheWrongTypeStopsTheAppAsCoreDataDoes() async {
    await #expect(processExitsWith: .failure) {
      let context = Fixtures.inMemoryContainer().viewContext
      Item(context: context).setValue("seven", forKey: "priority")
    }
  }
}

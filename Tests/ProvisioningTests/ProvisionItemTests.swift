import Box
import DomainValues
import Items
import Provisioning
import Testing
import UDF
import UDFTesting

/// Provisioning an item: it exists in Items and is last in its box, in one step, or nothing changes.
@Suite struct ProvisionItemTests {
  @Test func theItemExistsInItemsAndIsLastInItsBox() throws {
    let start = ProvisioningWorld(
      boxes: try boxes((1, "Hall", [1]), (2, "Attic", [])), items: [try makeItem(1)])
    let end = ProvisioningWorld(
      boxes: try boxes((1, "Hall", [1, 2]), (2, "Attic", [])),
      items: [try makeItem(1), try makeItem(2, title: "Lamp", at: 42)])
    let action = ProvisioningAction.provisionItem(id: itemID(2), box: boxID(1), title: "  Lamp ", at: fixedTime(42))
    let reduction = expectReduce(ProvisioningWorld.reduce, from: start, action, to: end)
    #expect(
      typed(reduction?.events, as: ItemProvisioned.self) == [
        ItemProvisioned(box: boxID(1), item: itemID(2), title: "Lamp")
      ])
    #expect(reduction.map { Set($0.touched.keys) } == keys(items: [2], boxes: [1]))
    #expect(reduction?.effects.isEmpty == true)
    #expect(end.boxes.box(boxID(1))?.items.last == itemID(2).retyped())
    #expect(end.boxes.box(containing: itemID(2).retyped()) == boxID(1))
    let item = try #require(end.items.item(itemID(2)))
    #expect(item.title.value == "Lamp")
    #expect(item.createdAt == fixedTime(42))
    #expect(item.isAvailable && !item.isCompleted && item.tags.isEmpty && item.assignees.isEmpty)
  }

  @Test func anUnknownBoxIsNotFoundBeforeTheTitleIsChecked() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [])))
    expectRejection(
      ProvisioningWorld.reduce, from: start,
      .provisionItem(id: itemID(1), box: boxID(9), title: "Lamp", at: fixedTime()),
      code: "notFound")
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionItem(id: itemID(1), box: boxID(9), title: "", at: fixedTime()),
      code: "notFound")
  }

  @Test(arguments: ["", "  \n"])
  func anEmptyTitleIsRefused(text: String) throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [])))
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionItem(id: itemID(1), box: boxID(1), title: text, at: fixedTime()),
      code: "emptyTitleIsNotAllowed")
  }

  @Test func aTitleOf201ScalarsIsRefusedAnd200IsAccepted() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [])))
    expectRejection(
      ProvisioningWorld.reduce, from: start,
      .provisionItem(id: itemID(1), box: boxID(1), title: title(scalars: 201), at: fixedTime()), code: "titleTooLong")
    let end = ProvisioningWorld(
      boxes: try boxes((1, "Hall", [1])), items: [try makeItem(1, title: title(scalars: 200))])
    expectReduce(
      ProvisioningWorld.reduce, from: start,
      .provisionItem(id: itemID(1), box: boxID(1), title: title(scalars: 200), at: fixedTime()), to: end)
  }

  @Test func anIDOfAnItemInNoBoxIsAlreadyExists() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [])), items: [try makeItem(1)])
    expectRejection(
      ProvisioningWorld.reduce, from: start,
      .provisionItem(id: itemID(1), box: boxID(1), title: "Lamp", at: fixedTime()),
      code: "alreadyExists")
  }

  @Test func anIDOfAnItemInABoxIsAlreadyExistsInEveryBox() throws {
    let start = ProvisioningWorld(
      boxes: try boxes((1, "Hall", [1]), (2, "Attic", [])), items: [try makeItem(1)])
    for box in [boxID(1), boxID(2)] {
      expectRejection(
        ProvisioningWorld.reduce, from: start, .provisionItem(id: itemID(1), box: box, title: "Lamp", at: fixedTime()),
        code: "alreadyExists")
    }
  }

  @Test func theTitleIsCheckedBeforeTheID() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1])), items: [try makeItem(1)])
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionItem(id: itemID(1), box: boxID(1), title: " ", at: fixedTime()),
      code: "emptyTitleIsNotAllowed")
  }
}

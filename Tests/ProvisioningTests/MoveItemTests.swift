import Box
import DomainValues
import Items
import Provisioning
import Testing
import UDF
import UDFTesting

/// Moving an item: it leaves its box (if any) and goes last into the target; Items is untouched.
@Suite struct MoveItemTests {
  private func things() throws -> [Item] {
    try (1...5).map { try makeItem($0) }
  }

  @Test func movingFromBoxToBoxKeepsTheOthersInOrder() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1, 2, 3]), (2, "Attic", [4])), items: try things())
    let end = ProvisioningWorld(boxes: try boxes((1, "Hall", [1, 3]), (2, "Attic", [4, 2])), items: try things())
    let reduction = expectReduce(ProvisioningWorld.reduce, from: start, .moveItem(itemID(2), to: boxID(2)), to: end)
    #expect(typed(reduction?.events, as: ItemMoved.self) == [ItemMoved(item: itemID(2), from: boxID(1), to: boxID(2))])
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxes: [1, 2]))
    #expect(end.boxes.location[itemID(2).retyped()] == boxID(2))
  }

  @Test func movingAnItemInNoBoxPutsItInAndComesFromNil() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1])), items: try things())
    let end = ProvisioningWorld(boxes: try boxes((1, "Hall", [1, 5])), items: try things())
    let reduction = expectReduce(ProvisioningWorld.reduce, from: start, .moveItem(itemID(5), to: boxID(1)), to: end)
    #expect(typed(reduction?.events, as: ItemMoved.self) == [ItemMoved(item: itemID(5), from: nil, to: boxID(1))])
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxes: [1]))
  }

  @Test func movingToTheSameBoxIsAcceptedWithNoChangeAndNoEvent() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1, 2]), (2, "Attic", [])), items: try things())
    let reduction = expectReduce(ProvisioningWorld.reduce, from: start, .moveItem(itemID(1), to: boxID(1)), to: start)
    #expect(reduction?.events.isEmpty == true)
    #expect(reduction?.touched == .nothing)
  }

  @Test func movingThereAndBackPublishesBothMoves() throws {
    var world = ProvisioningWorld(boxes: try boxes((1, "Hall", [1, 2]), (2, "Attic", [])), items: try things())
    let there = try ProvisioningWorld.reduce(&world, .moveItem(itemID(1), to: boxID(2)))
    let back = try ProvisioningWorld.reduce(&world, .moveItem(itemID(1), to: boxID(1)))
    #expect(
      typed(there.events + back.events, as: ItemMoved.self) == [
        ItemMoved(item: itemID(1), from: boxID(1), to: boxID(2)),
        ItemMoved(item: itemID(1), from: boxID(2), to: boxID(1)),
      ])
    #expect(world == ProvisioningWorld(boxes: try boxes((1, "Hall", [2, 1]), (2, "Attic", [])), items: try things()))
  }

  @Test func anUnknownItemOrBoxIsNotFound() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1])), items: try things())
    expectRejection(ProvisioningWorld.reduce, from: start, .moveItem(itemID(9), to: boxID(1)), code: "notFound")
    expectRejection(ProvisioningWorld.reduce, from: start, .moveItem(itemID(1), to: boxID(9)), code: "notFound")
    expectRejection(ProvisioningWorld.reduce, from: start, .moveItem(itemID(2), to: boxID(9)), code: "notFound")
    expectRejection(ProvisioningWorld.reduce, from: start, .moveItem(itemID(9), to: boxID(9)), code: "notFound")
  }
}

import Foundation
import Items
import Testing
import UDF

@Suite struct ItemDTOTests {
  let one = fixedID(1, Item.self)

  func fullItem() throws -> Item {
    try Item.create(
      id: one, title: "Milk", description: "two litres", tags: ["shop", "food"], createdAt: time(1),
      available: false, completedAt: time(2), assignees: [fixedID(3)], attachments: [fixedID(4)])
  }

  @Test func anItemSurvivesTheRoundTripThroughItsDTO() throws {
    for item in [try fullItem(), try makeItem(2)] {
      #expect(try Item(dto: ItemDTO(item), defaultTime: time(99)) == item)
      let data = try JSONEncoder().encode(ItemDTO(item))
      let decoded = try JSONDecoder().decode(ItemDTO.self, from: data)
      #expect(decoded == ItemDTO(item))
      #expect(try Item(dto: decoded, defaultTime: time(99)) == item)
    }
  }

  @Test func theOutputDTOHasEveryFieldOfTheStateShape() throws {
    let dto = ItemDTO(try fullItem())
    #expect(dto.completed == true && dto.available == false && dto.tags == ["shop", "food"])
    let data = try JSONEncoder().encode(dto)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let keys: Set<String> = [
      "id", "title", "description", "tags", "completed", "completedAt", "available", "assignees", "attachments",
      "createdAt",
    ]
    #expect(Set(object.keys) == keys)
    #expect(object["id"] as? String == "00000000-0000-4000-8000-000000000001")
    #expect(object["completedAt"] as? String == "2023-11-14T22:13:20.002Z")
    #expect(object["assignees"] as? [String] == ["00000000-0000-4000-8000-000000000003"])
    let plain = try JSONEncoder().encode(ItemDTO(try makeItem(2)))
    let plainObject = try #require(try JSONSerialization.jsonObject(with: plain) as? [String: Any])
    #expect(Set(plainObject.keys) == keys)
    #expect(plainObject["description"] is NSNull && plainObject["completedAt"] is NSNull)
    #expect(plainObject["completed"] as? Bool == false)
  }

  @Test func aMinimalInputDecodesAndNullCountsAsAbsent() throws {
    let text = #"{"id":"00000000-0000-4000-8000-000000000001","title":"Milk","tags":null,"extra":true}"#
    let dto = try JSONDecoder().decode(ItemDTO.self, from: Data(text.utf8))
    #expect(dto == ItemDTO(id: one, title: "Milk"))
  }

  @Test func dtosWithBadValuesAreRefusedWithTheRightError() {
    #expect(throws: ItemError.emptyTitleIsNotAllowed) {
      try Item(dto: ItemDTO(id: one, title: "  "), defaultTime: time())
    }
    #expect(throws: ItemError.titleTooLong(scalarCount: 201)) {
      try Item(dto: ItemDTO(id: one, title: String(repeating: "a", count: 201)), defaultTime: time())
    }
    #expect(throws: ItemError.maximumTagsCountReached) {
      try Item(dto: ItemDTO(id: one, title: "T", tags: ["a", "b", "c", "d", "e", "f"]), defaultTime: time())
    }
    #expect(throws: ItemError.emptyTag) {
      try Item(dto: ItemDTO(id: one, title: "T", tags: ["a", " "]), defaultTime: time())
    }
    #expect(throws: ItemError.emptyTitleIsNotAllowed) {
      try Item(dto: ItemDTO(id: one, title: "", tags: ["", "a", "b", "c", "d", "e", "f"]), defaultTime: time())
    }
  }

  @Test func errorsBecomeTheProtocolsCodes() {
    #expect(ItemError.emptyTitleIsNotAllowed.rejection.code == "emptyTitleIsNotAllowed")
    #expect(ItemError.titleTooLong(scalarCount: 201).rejection.code == "titleTooLong")
    #expect(ItemError.emptyTag.rejection.code == "invalidField")
    #expect(ItemError.maximumTagsCountReached.rejection.code == "maximumTagsCountReached")
  }
}

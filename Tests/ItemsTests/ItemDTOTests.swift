import Items
import Testing
import UDF
import UDFTesting

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
      let decoded = try WireRecord(of: ItemDTO(item)).read(ItemDTO.init(reading:))
      #expect(decoded == ItemDTO(item))
      #expect(try Item(dto: decoded, defaultTime: time(99)) == item)
    }
  }

  @Test func theDTOWritesThePresentFieldsAndTheItemEveryField() throws {
    let dto = ItemDTO(try fullItem())
    #expect(dto.completed == true && dto.available == false && dto.tags == ["shop", "food"])
    let record = WireRecord(of: dto)
    #expect(
      record.fields.map(\.key) == [
        "assignees", "attachments", "available", "completed", "completedAt", "createdAt", "description", "id", "tags",
        "title",
      ])
    #expect(record["id"] == .string("00000000-0000-4000-8000-000000000001"))
    #expect(record["completedAt"] == .string("2023-11-14T22:13:20.002Z"))
    #expect(record["assignees"] == .strings(["00000000-0000-4000-8000-000000000003"]))
    let plain = WireRecord(of: try makeItem(2))
    #expect(plain.fields.map(\.key) == record.fields.map(\.key), "the state shape always has every field")
    #expect(plain["description"] == .null && plain["completedAt"] == .null && plain["completed"] == .bool(false))
  }

  @Test func aMinimalInputReadsAndNullCountsAsAbsent() throws {
    let record: WireRecord = [
      "id": .string("00000000-0000-4000-8000-000000000001"), "title": .string("Milk"), "tags": .null,
      "extra": .bool(true),
    ]
    #expect(try record.read(ItemDTO.init(reading:)) == ItemDTO(id: one, title: "Milk"))
  }

  @Test func wrongTypesAreRefusedWithTheFieldsPath() {
    let badTags: WireRecord = ["id": .string(one.description), "title": .string("Milk"), "tags": .string("a")]
    #expect(throws: Rejection.invalidField("tags", "an array")) { try badTags.read(ItemDTO.init(reading:)) }
    let badTime: WireRecord = ["id": .string(one.description), "title": .string("Milk"), "createdAt": .string("noon")]
    #expect(throws: Rejection.invalidField("createdAt", Timestamp.wireRule)) {
      try badTime.read(ItemDTO.init(reading:))
    }
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

import DomainValues
import Items
import Testing
import UDF
import UDFTesting
import UDFWire

@Suite struct ItemDTOTests {
  let one = fixedID(1, Item.self)

  func fullItem() throws -> Item {
    try Item.create(
      id: one, title: "Milk", description: "two litres", tags: ["shop", "food"], createdAt: fixedTime(1),
      available: false, completedAt: fixedTime(2), assignees: [fixedID(3)], attachments: [fixedID(4)])
  }

  @Test func anItemSurvivesTheRoundTripThroughItsDTO() throws {
    for item in [try fullItem(), try makeItem(2)] {
      #expect(try Item(dto: ItemDTO(item), defaultTime: fixedTime(99)) == item)
      let decoded = try WireRecord(of: ItemDTO(item)).read(ItemDTO.init(reading:))
      #expect(decoded == ItemDTO(item))
      #expect(try Item(dto: decoded, defaultTime: fixedTime(99)) == item)
    }
  }

  /// `fullItem()`'s shape: every field has a value.
  var fullRecord: WireRecord {
    [
      "assignees": .strings(["00000000-0000-4000-8000-000000000003"]),
      "attachments": .strings(["00000000-0000-4000-8000-000000000004"]), "available": .bool(false),
      "completed": .bool(true), "completedAt": .string("2023-11-14T22:13:20.002Z"),
      "createdAt": .string("2023-11-14T22:13:20.001Z"), "description": .string("two litres"),
      "id": .string("00000000-0000-4000-8000-000000000001"), "tags": .strings(["shop", "food"]),
      "title": .string("Milk"),
    ]
  }

  @Test func theDTOWritesThePresentFieldsInSortedOrder() throws {
    let dto = ItemDTO(try fullItem())
    #expect(dto.completed == true && dto.available == false && dto.tags == ["shop", "food"])
    #expect(WireRecord(of: dto) == fullRecord)
    #expect(
      WireRecord(of: ItemDTO(id: one, title: "Milk"))
        == ["id": .string("00000000-0000-4000-8000-000000000001"), "title": .string("Milk")])
    #expect(
      WireRecord(of: ItemDTO(try makeItem(2)))
        == [
          "assignees": .strings([]), "attachments": .strings([]), "available": .bool(true), "completed": .bool(false),
          "createdAt": .string("2023-11-14T22:13:20.000Z"), "id": .string("00000000-0000-4000-8000-000000000002"),
          "tags": .strings([]), "title": .string("Buy milk"),
        ])
  }

  @Test func theItemInAStateDumpWritesEveryFieldNullWhereThereIsNoValue() throws {
    #expect(WireRecord(of: try fullItem()) == fullRecord)
    #expect(
      WireRecord(of: try makeItem(2))
        == [
          "assignees": .strings([]), "attachments": .strings([]), "available": .bool(true), "completed": .bool(false),
          "completedAt": .null, "createdAt": .string("2023-11-14T22:13:20.000Z"), "description": .null,
          "id": .string("00000000-0000-4000-8000-000000000002"), "tags": .strings([]), "title": .string("Buy milk"),
        ])
  }

  @Test func anItemSurvivesTheRoundTripThroughItsStateShape() throws {
    for item in [try fullItem(), try makeItem(2)] {
      #expect(try WireRecord(of: item).read(Item.init(restoring:)) == item)
    }
  }

  @Test func aMinimalInputReadsAndNullCountsAsAbsent() throws {
    let record: WireRecord = [
      "id": .string("00000000-0000-4000-8000-000000000001"), "title": .string("Milk"), "tags": .null,
      "extra": .bool(true),
    ]
    #expect(try record.read(ItemDTO.init(reading:)) == ItemDTO(id: one, title: "Milk"))
  }

  @Test func missingFieldsAreRefusedWithTheirNames() {
    let noTitle: WireRecord = ["id": .string(one.description)]
    #expect(throws: Rejection.missingField("title")) { try noTitle.read(ItemDTO.init(reading:)) }
    let nullID: WireRecord = ["id": .null, "title": .string("Milk")]
    #expect(throws: Rejection.missingField("id")) { try nullID.read(ItemDTO.init(reading:)) }
    let noCreatedAt = WireRecord(of: ItemDTO(id: one, title: "Milk"))
    #expect(throws: Rejection.missingField("createdAt"), "a state shape always has createdAt") {
      try noCreatedAt.read(Item.init(restoring:))
    }
  }

  @Test func wrongTypesAreRefusedWithTheFieldsPath() {
    let badTags: WireRecord = ["id": .string(one.description), "title": .string("Milk"), "tags": .string("a")]
    #expect(throws: Rejection.invalidField("tags", "an array")) { try badTags.read(ItemDTO.init(reading:)) }
    let badTime: WireRecord = ["id": .string(one.description), "title": .string("Milk"), "createdAt": .string("noon")]
    #expect(throws: Rejection.invalidField("createdAt", Timestamp.wireRule)) {
      try badTime.read(ItemDTO.init(reading:))
    }
    let badFlag: WireRecord = ["id": .string(one.description), "title": .string("Milk"), "completed": .string("yes")]
    #expect(throws: Rejection.invalidField("completed", "true or false")) { try badFlag.read(ItemDTO.init(reading:)) }
    let badAssignee: WireRecord = [
      "assignees": .strings([fixedID(3, Assignee.self).description, "nope"]), "id": .string(one.description),
      "title": .string("Milk"),
    ]
    #expect(throws: Rejection.invalidField("assignees[1]", "a UUID")) {
      try badAssignee.read(ItemDTO.init(reading:))
    }
  }

  @Test func aLoadNamesTheBadItemsPathWhenReadAndWhenValidated() throws {
    let decoder = try #require(ItemsAction.wireDecoders.first { $0.name == "items.didLoad" })
    let good = WireRecord(of: try makeItem(2))
    let untitled: WireRecord = ["id": .string(one.description)]
    let unread: WireRecord = ["at": .string("2023-11-14T22:13:20.000Z"), "items": .objects([good, untitled])]
    #expect(throws: Rejection.missingField("items[1].title")) { try unread.read(decoder.decode) }
    let blank: WireRecord = ["id": .string(one.description), "title": .string(" ")]
    let refused: WireRecord = ["at": .string("2023-11-14T22:13:20.000Z"), "items": .objects([good, blank])]
    let load = try refused.read(decoder.decode)
    let rejection = expectRejection(ItemsState.reduce, from: ItemsState(), load, code: "emptyTitleIsNotAllowed")
    #expect(rejection == ItemError.emptyTitleIsNotAllowed.rejection.at("items[1].title"))
  }

  @Test func dtosWithBadValuesAreRefusedWithTheRightError() {
    #expect(throws: ItemError.emptyTitleIsNotAllowed) {
      try Item(dto: ItemDTO(id: one, title: "  "), defaultTime: fixedTime())
    }
    #expect(throws: ItemError.titleTooLong(scalarCount: 201)) {
      try Item(dto: ItemDTO(id: one, title: String(repeating: "a", count: 201)), defaultTime: fixedTime())
    }
    #expect(throws: ItemError.maximumTagsCountReached) {
      try Item(dto: ItemDTO(id: one, title: "T", tags: ["a", "b", "c", "d", "e", "f"]), defaultTime: fixedTime())
    }
    #expect(throws: ItemError.emptyTag) {
      try Item(dto: ItemDTO(id: one, title: "T", tags: ["a", " "]), defaultTime: fixedTime())
    }
    #expect(throws: ItemError.emptyTitleIsNotAllowed) {
      try Item(dto: ItemDTO(id: one, title: "", tags: ["", "a", "b", "c", "d", "e", "f"]), defaultTime: fixedTime())
    }
  }

  @Test func errorsBecomeTheProtocolsCodes() {
    #expect(ItemError.emptyTitleIsNotAllowed.rejection.code == "emptyTitleIsNotAllowed")
    #expect(ItemError.titleTooLong(scalarCount: 201).rejection.code == "titleTooLong")
    #expect(ItemError.emptyTag.rejection.code == "invalidField")
    #expect(ItemError.maximumTagsCountReached.rejection.code == "maximumTagsCountReached")
  }
}

import Box
import DomainValues
import Testing
import UDF
import UDFTesting
import UDFWire

@Suite struct BoxDTOTests {
  @Test func boxSurvivesTheRoundTripThroughItsDTO() throws {
    let state = try boxes([(boxID(1), "Kitchen", [itemID(3), itemID(1), itemID(2)])])
    let box = try #require(state.box(boxID(1)))
    #expect(try PackingBox(dto: box.dto) == box)
  }

  @Test func theShapeHasExactlyTheProtocolFieldsInOrder() throws {
    let dto = BoxDTO(id: boxID(10), title: "Kitchen", items: [itemID(2), itemID(1)])
    let expected: WireRecord = [
      "id": .string("00000003-0000-4000-8000-00000000000a"),
      "items": .strings([itemID(2).description, itemID(1).description]), "title": .string("Kitchen"),
    ]
    #expect(WireRecord(of: dto) == expected)
    let box = try #require(try boxes([(boxID(10), "Kitchen", [itemID(2), itemID(1)])]).box(boxID(10)))
    #expect(WireRecord(of: box) == expected, "the box in a state dump has the DTO's shape")
  }

  @Test func aBoxSurvivesTheRoundTripThroughItsWrittenShape() throws {
    let box = try #require(try boxes([(boxID(1), "Kitchen", [itemID(3), itemID(1), itemID(2)])]).box(boxID(1)))
    #expect(try WireRecord(of: box).read(PackingBox.init(restoring:)) == box)
    #expect(try WireRecord(of: box.dto).read(PackingBox.init(restoring:)) == box, "the DTO's shape reads back too")
    let empty: WireRecord = ["id": .string(boxID(2).description), "title": .string("Pantry")]
    #expect(try empty.read(PackingBox.init(restoring:)) == PackingBox(dto: BoxDTO(id: boxID(2), title: "Pantry")))
  }

  @Test func readingRefusesMissingAndInvalidFieldsWithTheirNames() {
    let id = WireValue.string(boxID(1).description)
    let noID: WireRecord = ["items": .strings([]), "title": .string("Kitchen")]
    #expect(throws: Rejection.missingField("id")) { try noID.read(PackingBox.init(restoring:)) }
    let noTitle: WireRecord = ["id": id, "items": .strings([])]
    #expect(throws: Rejection.missingField("title")) { try noTitle.read(PackingBox.init(restoring:)) }
    let badItem: WireRecord = ["id": id, "items": .strings([itemID(1).description, "nope"]), "title": .string("K")]
    #expect(throws: Rejection.invalidField("items[1]", "a UUID")) { try badItem.read(PackingBox.init(restoring:)) }
    let itemsAsText: WireRecord = ["id": id, "items": .string(itemID(1).description), "title": .string("K")]
    #expect(throws: Rejection.invalidField("items", "an array")) { try itemsAsText.read(PackingBox.init(restoring:)) }
  }

  @Test func readingRefusesWhatTheDomainRefusesWithItsRejection() {
    let id = WireValue.string(boxID(1).description)
    let blank: WireRecord = ["id": id, "items": .strings([]), "title": .string("  ")]
    #expect(throws: BoxError.emptyTitle.rejection) { try blank.read(PackingBox.init(restoring:)) }
    let twice: WireRecord = [
      "id": id, "items": .strings([itemID(1), itemID(1)].map(\.description)), "title": .string("K"),
    ]
    #expect(throws: BoxError.duplicateItem(itemID(1)).rejection) { try twice.read(PackingBox.init(restoring:)) }
  }

  @Test(arguments: [
    ("", BoxError.emptyTitle), ("  ", .emptyTitle),
    (String(repeating: "x", count: 201), .titleTooLong(scalarCount: 201)),
  ])
  func badTitleIsRefused(title: String, error: BoxError) {
    #expect(throws: error) { try PackingBox(dto: BoxDTO(id: boxID(1), title: title)) }
  }

  @Test func restoringTrimsTheTitle() throws {
    #expect(try PackingBox(dto: BoxDTO(id: boxID(1), title: " Kitchen ")).title.value == "Kitchen")
  }

  @Test func itemListedTwiceIsInvalidField() {
    let dto = BoxDTO(id: boxID(1), title: "Kitchen", items: [itemID(1), itemID(2), itemID(1)])
    #expect(throws: BoxError.duplicateItem(itemID(1))) { try PackingBox(dto: dto) }
    #expect(BoxError.duplicateItem(itemID(1)).rejection.code == "invalidField")
    #expect(BoxError.emptyTitle.rejection.code == "emptyTitleIsNotAllowed")
    #expect(BoxError.titleTooLong(scalarCount: 201).rejection.code == "titleTooLong")
  }
}

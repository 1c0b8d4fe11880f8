import Box
import Testing
import UDF
import UDFTesting

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

  @Test(arguments: [
    ("", BoxError.emptyTitle), ("  ", .emptyTitle), (String(repeating: "x", count: 201), .titleTooLong),
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
    #expect(BoxError.titleTooLong.rejection.code == "titleTooLong")
  }
}

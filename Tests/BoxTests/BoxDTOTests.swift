import Box
import Foundation
import Testing
import UDF

@Suite struct BoxDTOTests {
  @Test func boxSurvivesAJSONRoundTrip() throws {
    let state = try boxes([(boxID(1), "Kitchen", [itemID(3), itemID(1), itemID(2)])])
    let box = try #require(state.box(boxID(1)))
    let data = try JSONEncoder().encode(box.dto)
    let decoded = try JSONDecoder().decode(BoxDTO.self, from: data)
    #expect(decoded == box.dto)
    #expect(try PackingBox(dto: decoded) == box)
  }

  @Test func outputShapeHasExactlyTheProtocolFields() throws {
    let dto = BoxDTO(id: boxID(10), title: "Kitchen", items: [itemID(2), itemID(1)])
    let data = try JSONEncoder().encode(dto)
    let fields = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(fields.keys) == ["id", "title", "items"])
    #expect(fields["id"] as? String == "00000003-0000-4000-8000-00000000000a")
    #expect(fields["items"] as? [String] == [itemID(2).description, itemID(1).description])
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

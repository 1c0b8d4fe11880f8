import Box
import Items
import Provisioning
import Testing
import UDF
import UDFTesting

/// Provisioning a box: a new empty box and a `BoxProvisioned` event with its trimmed title.
@Suite struct ProvisionBoxTests {
  @Test func provisionsAnEmptyBoxLastAndPublishesItsTrimmedTitle() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1])), items: [try makeItem(1)])
    let end = ProvisioningWorld(
      boxes: try boxes((1, "Hall", [1]), (2, "Kitchen", [])), items: [try makeItem(1)])
    let reduction = expectReduce(
      ProvisioningWorld.reduce, from: start, .provisionBox(id: boxID(2), title: "  Kitchen \n"), to: end)
    #expect(typed(reduction?.events, as: BoxProvisioned.self) == [BoxProvisioned(box: boxID(2), title: "Kitchen")])
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxes: [2]))
    #expect(reduction?.effects.isEmpty == true)
    #expect(end.boxes.box(boxID(2))?.title.value == "Kitchen")
    #expect(end.boxes.boxes.map(\.id) == [boxID(1), boxID(2)])
  }

  @Test func aTitleOfExactlyTheLimitIsAccepted() throws {
    let limit = title(scalars: 200)
    let reduction = expectReduce(
      ProvisioningWorld.reduce, from: ProvisioningWorld(), .provisionBox(id: boxID(1), title: " \(limit) "),
      to: ProvisioningWorld(boxes: try boxes((1, limit, []))))
    #expect(typed(reduction?.events, as: BoxProvisioned.self) == [BoxProvisioned(box: boxID(1), title: limit)])
  }

  @Test(arguments: ["", "   ", "\n\t "])
  func anEmptyTitleIsRefused(text: String) throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [])))
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionBox(id: boxID(2), title: text), code: "emptyTitleIsNotAllowed")
  }

  @Test(arguments: [title(scalars: 201), String(repeating: "e\u{301}", count: 100) + "x"])
  func aTitleOf201ScalarsIsRefused(text: String) throws {
    #expect(text.unicodeScalars.count == 201)
    expectRejection(
      ProvisioningWorld.reduce, from: ProvisioningWorld(), .provisionBox(id: boxID(1), title: text),
      code: "titleTooLong")
  }

  @Test func anIDInUseIsAlreadyExists() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [1])), items: [try makeItem(1)])
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionBox(id: boxID(1), title: "Other"), code: "alreadyExists")
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionBox(id: boxID(1), title: "Hall"), code: "alreadyExists")
  }

  @Test func theTitleIsCheckedBeforeTheID() throws {
    let start = ProvisioningWorld(boxes: try boxes((1, "Hall", [])))
    expectRejection(
      ProvisioningWorld.reduce, from: start, .provisionBox(id: boxID(1), title: " "), code: "emptyTitleIsNotAllowed")
  }
}

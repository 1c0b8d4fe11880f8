import Box
import DomainValues
import Testing
import UDF
import UDFTesting
import UDFWire

/// `box.rename`: `notFound` first, then the title rules of provisioning; a real rename changes
/// only the title and publishes `box.renamed`; the same title again is an accepted no-op.
@Suite struct BoxRenameTests {
  private func start() throws -> BoxesState {
    try boxes([(boxID(1), "Kitchen", [itemID(1), itemID(2)]), (boxID(2), "Garage", [])])
  }

  @Test func renamingTrimsTheTitleKeepsTheItemsAndPublishesTheEvent() throws {
    var state = try start()
    let reduction = try BoxesState.reduce(&state, .rename(boxID(1), title: "  Pantry\n"))
    #expect(state.box(boxID(1))?.title.value == "Pantry")
    #expect(state.box(boxID(1))?.items == [itemID(1), itemID(2)])
    #expect(state.box(boxID(2)) == (try start()).box(boxID(2)))
    #expect(state.location == (try start()).location)
    #expect(reduction.events.compactMap { $0 as? BoxRenamed } == [BoxRenamed(box: boxID(1), title: "Pantry")])
    #expect(reduction.events.count == 1)
    #expect(Set(reduction.touched.keys) == [ObservationKey(boxID(1))])
  }

  @Test func renamingToTheSameTitleIsAnAcceptedNoOp() throws {
    for title in ["Kitchen", "  Kitchen ", "\tKitchen"] {
      var state = try start()
      let reduction = try BoxesState.reduce(&state, .rename(boxID(1), title: title))
      #expect(state == (try start()), "\(title)")
      #expect(reduction.events.isEmpty && reduction.touched == .nothing, "\(title)")
    }
  }

  @Test func anUnknownBoxIsNotFoundEvenWithABadTitle() throws {
    for title in ["Attic", "", String(repeating: "x", count: 201)] {
      expectRejection(BoxesState.reduce, from: try start(), .rename(boxID(9), title: title), code: "notFound")
    }
  }

  @Test func theTitleRulesAreTheOnesOfProvisioningAtTheirEdges() throws {
    expectRejection(BoxesState.reduce, from: try start(), .rename(boxID(1), title: ""), code: "emptyTitleIsNotAllowed")
    expectRejection(
      BoxesState.reduce, from: try start(), .rename(boxID(1), title: " \n\t "), code: "emptyTitleIsNotAllowed")
    expectRejection(
      BoxesState.reduce, from: try start(), .rename(boxID(1), title: String(repeating: "é", count: 201)),
      code: "titleTooLong")
    var state = try start()
    try BoxesState.reduce(&state, .rename(boxID(1), title: String(repeating: "é", count: 200)))
    #expect(state.box(boxID(1))?.title.value.unicodeScalars.count == 200)
  }

  @Test func theWireShapeIsBoxAndTitleAndRoundTrips() throws {
    let action = BoxAction.rename(boxID(1), title: "Pantry")
    #expect(action.wireName == "box.rename")
    let record = WireRecord(of: action)
    #expect(record == ["box": .string(boxID(1).description), "title": .string("Pantry")])
    let decoder = try #require(BoxAction.wireDecoders.first { $0.name == "box.rename" })
    #expect(try record.read(decoder.decode) == action)
    let withoutTitle: WireRecord = ["box": .string(boxID(1).description)]
    #expect(throws: Rejection.missingField("title")) { try withoutTitle.read(decoder.decode) }
    #expect(WireRecord(of: BoxRenamed(box: boxID(1), title: "Pantry")) == record)
    #expect(BoxRenamed.name == "box.renamed")
  }
}

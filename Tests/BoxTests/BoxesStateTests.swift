import Box
import DomainValues
import Testing
import UDF
import UDFTesting
import UDFWire

@Suite struct BoxesStateTests {
  @Test func provisionAddsEmptyBoxesInCreationOrder() throws {
    let start = try boxes([(boxID(2), "Kitchen", [])])
    let expected = try boxes([(boxID(2), "Kitchen", []), (boxID(1), "Garage", [])])
    let reduction = expectReduce(
      BoxesState.reduce, from: start, .provision(id: boxID(1), title: "  Garage "), to: expected)
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxID(1)))
    #expect(expected.boxes.map(\.id) == [boxID(2), boxID(1)])
    #expect(expected.box(boxID(1))?.title.value == "Garage")
    #expect(expected.box(boxID(1))?.items == [])
  }

  @Test func restoringRebuildsTheLocationsAndRefusesABrokenInvariant() throws {
    let state = try boxes([
      (boxID(1), "Kitchen", [itemID(1), itemID(2)]), (boxID(2), "Garage", []), (boxID(3), "Attic", [itemID(3)]),
    ])
    #expect(try BoxesState(boxes: state.boxes.elements) == state)
    let kitchen = try #require(state.box(boxID(1)))
    let emptyGarage = try #require(state.box(boxID(2)))
    let garage = try #require(try boxes([(boxID(2), "Garage", [itemID(3), itemID(2)])]).box(boxID(2)))
    #expect(throws: BoxError.boxAlreadyExists(boxID(1)).rejection) {
      try BoxesState(boxes: [kitchen, emptyGarage, kitchen])
    }
    #expect(throws: BoxError.itemAlreadyBoxed(itemID(2), in: boxID(1)).rejection) {
      try BoxesState(boxes: [kitchen, garage])
    }
  }

  /// Restoring the stored part leaves the one-box-per-item check to the deferred work (a snapshot
  /// start runs it beside the items): the part's rows read, its value still refuses an item that
  /// sits in two boxes, and gives the state when none does.
  @Test func aStoredPartWithAnItemInTwoBoxesIsRefusedWhenItsValueIsTaken() throws {
    let stored = { (boxes: [(ID<PackingBox>, String, [ID<BoxedItem>])]) in
      var record = WireRecord()
      record.objects(BoxesState.partName, boxes) { box, writer in
        writer.field("id", box.0)
        writer.field("items", ids: box.2)
        writer.field("title", box.1)
      }
      return record
    }
    let restore = { (record: WireRecord) throws(Rejection) -> Restored<BoxesState> in
      try record.read { (fields) throws(Rejection) in try BoxesState.restore(BoxesState.partName, from: fields) }
    }
    let twice = try restore(
      stored([(boxID(1), "Kitchen", [itemID(1), itemID(2)]), (boxID(2), "Garage", [itemID(2)])]))
    #expect(throws: BoxError.itemAlreadyBoxed(itemID(2), in: boxID(1)).rejection) { try twice.value() }
    let once = try restore(stored([(boxID(1), "Kitchen", [itemID(1)]), (boxID(2), "Garage", [itemID(2)])]))
    #expect(try once.value() == boxes([(boxID(1), "Kitchen", [itemID(1)]), (boxID(2), "Garage", [itemID(2)])]))
  }

  @Test func theCheckedProvisionCarriesTheNewEmptyBox() throws {
    let provision = try boxes([]).checkProvision(id: boxID(3), title: "\tAttic ")
    #expect(provision.box == PackingBox(id: boxID(3), title: try BoxTitle("Attic")))
    #expect(provision.box.items.isEmpty)
  }

  @Test func provisionWithAnIDInUseIsAlreadyExists() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1)])])
    expectRejection(BoxesState.reduce, from: start, .provision(id: boxID(1), title: "Other"), code: "alreadyExists")
  }

  @Test func titleIsCheckedBeforeTheID() throws {
    let start = try boxes([(boxID(1), "Kitchen", [])])
    expectRejection(
      BoxesState.reduce, from: start, .provision(id: boxID(1), title: " "), code: "emptyTitleIsNotAllowed")
  }

  @Test func putAppendsAndRecordsTheLocation() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1)]), (boxID(2), "Garage", [])])
    let expected = try boxes([(boxID(1), "Kitchen", [itemID(1), itemID(2)]), (boxID(2), "Garage", [])])
    let reduction = expectReduce(putItem, from: start, (itemID(2), boxID(1)), to: expected)
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxID(1)))
    let move = try start.checkCanPut(itemID(2), in: boxID(1))
    #expect(move.item == itemID(2) && move.from == nil && move.to == boxID(1) && !move.isNoOp)
    #expect(expected.box(boxID(1))?.items == [itemID(1), itemID(2)])
    #expect(expected.box(containing: itemID(2)) == boxID(1))
    #expect(expected.location == [itemID(1): boxID(1), itemID(2): boxID(1)])
  }

  @Test func puttingAnItemTwiceIsAlreadyExists() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1)]), (boxID(2), "Garage", [])])
    expectRejection(putItem, from: start, (itemID(1), boxID(1)), code: "alreadyExists")
    expectRejection(putItem, from: start, (itemID(1), boxID(2)), code: "alreadyExists")
    #expect(throws: BoxError.itemAlreadyBoxed(itemID(1), in: boxID(1)).rejection) {
      try start.checkCanPut(itemID(1), in: boxID(2))
    }
  }

  @Test func putIntoAnUnknownBoxIsNotFoundEvenForABoxedItem() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1)])])
    expectRejection(putItem, from: start, (itemID(2), boxID(9)), code: "notFound")
    expectRejection(putItem, from: start, (itemID(1), boxID(9)), code: "notFound")
    #expect(throws: BoxError.notFound(boxID(9)).rejection) { try start.checkCanPut(itemID(2), in: boxID(9)) }
  }

  @Test func moveTakesTheItemOutKeepingOrderAndPutsItLast() throws {
    let start = try boxes([
      (boxID(1), "Kitchen", [itemID(1), itemID(2), itemID(3)]), (boxID(2), "Garage", [itemID(4)]),
    ])
    let expected = try boxes([
      (boxID(1), "Kitchen", [itemID(1), itemID(3)]), (boxID(2), "Garage", [itemID(4), itemID(2)]),
    ])
    let reduction = expectReduce(moveItem, from: start, (itemID(2), boxID(2)), to: expected)
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxID(1), boxID(2)))
    let move = try start.checkMove(itemID(2), to: boxID(2))
    #expect(move.item == itemID(2) && move.from == boxID(1) && move.to == boxID(2) && !move.isNoOp)
    #expect(expected.box(containing: itemID(2)) == boxID(2))
  }

  @Test func moveToTheSameBoxIsANoOpThatTouchesNothing() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1), itemID(2)])])
    let reduction = expectReduce(moveItem, from: start, (itemID(1), boxID(1)), to: start)
    #expect(reduction?.touched == .nothing)
    let move = try start.checkMove(itemID(1), to: boxID(1))
    #expect(move.from == boxID(1) && move.to == boxID(1) && move.isNoOp)
  }

  @Test func moveOfAnItemInNoBoxPutsItAndComesFromNoBox() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1)])])
    let expected = try boxes([(boxID(1), "Kitchen", [itemID(1), itemID(5)])])
    let reduction = expectReduce(moveItem, from: start, (itemID(5), boxID(1)), to: expected)
    #expect(reduction.map { Set($0.touched.keys) } == keys(boxID(1)))
    let move = try start.checkMove(itemID(5), to: boxID(1))
    #expect(move.from == nil && move.to == boxID(1) && !move.isNoOp)
  }

  @Test func moveToAnUnknownBoxIsNotFound() throws {
    let start = try boxes([(boxID(1), "Kitchen", [itemID(1)])])
    expectRejection(moveItem, from: start, (itemID(1), boxID(9)), code: "notFound")
    expectRejection(moveItem, from: start, (itemID(7), boxID(9)), code: "notFound")
    #expect(throws: BoxError.notFound(boxID(9)).rejection) { try start.checkMove(itemID(1), to: boxID(9)) }
    #expect(try start.checkMove(itemID(1), to: boxID(1)).isNoOp)
  }

  @Test func lookupsFindOnlyWhatExists() throws {
    let state = try boxes([(boxID(1), "Kitchen", [itemID(1)])])
    #expect(state.box(boxID(2)) == nil)
    #expect(state.box(containing: itemID(2)) == nil)
    #expect(BoxesState().boxes.isEmpty)
    #expect(BoxesState().location.isEmpty)
  }
}

import DomainValues
import Order
import Testing
import UDF
import UDFTesting
import UDFWire

/// The order's one wire shape, `{fare, id, status?}`, read with the protocol's refusals.
@Suite struct OrderDTOTests {
  private func read(_ record: WireRecord) throws(Rejection) -> OrderDTO {
    try record.read(OrderDTO.init(reading:))
  }

  @Test(arguments: OrderStatus.allCases)
  func orderSurvivesTheRoundTripThroughItsShape(status: OrderStatus) throws {
    let order = try makeOrder(42, fare: "12.50", status: status)
    let decoded = try read(WireRecord(of: order.dto))
    #expect(decoded == order.dto)
    #expect(try RideOrder(dto: decoded) == order)
  }

  @Test func theShapeHasExactlyTheProtocolFieldsInOrder() throws {
    let dto = try makeOrder(10, fare: "12.50", status: .inProgress).dto
    #expect(
      WireRecord(of: dto)
        == [
          "fare": .string("12.50"), "id": .string("00000000-0000-4000-8000-00000000000a"),
          "status": .string("inProgress"),
        ])
    #expect(
      WireRecord(of: OrderDTO(id: orderID(10), fare: "3"))
        == ["fare": .string("3"), "id": .string("00000000-0000-4000-8000-00000000000a")],
      "a DTO without a status leaves the field out")
  }

  @Test func missingOrNullStatusMeansInitialAndUppercaseIDIsAccepted() throws {
    let upper: WireRecord = ["id": .string("00000000-0000-4000-8000-00000000000A"), "fare": .string("3")]
    let dto = try read(upper)
    #expect(dto.status == nil && dto.id == orderID(10))
    #expect(try RideOrder(dto: dto).status == .initial)
    let null: WireRecord = ["id": .string(orderID(1).description), "fare": .string("3"), "status": .null]
    #expect(try RideOrder(dto: read(null)).status == .initial)
  }

  @Test(arguments: ["flying", "InProgress", "", "in_progress"])
  func unknownStatusIsRefusedAsInvalidField(status: String) {
    let bad: WireRecord = ["id": .string(orderID(1).description), "fare": .string("3"), "status": .string(status)]
    #expect(throws: Rejection.invalidField("status", "one of initial, inProgress, completed, cancelled")) {
      try read(bad)
    }
  }

  @Test func statusOfTheWrongTypeIsInvalidField() {
    let bad: WireRecord = ["id": .string(orderID(1).description), "fare": .string("3"), "status": .int(1)]
    #expect(throws: Rejection.invalidField("status", "a string")) { try read(bad) }
  }

  @Test func missingAndInvalidFieldsAreRefusedWithTheirNames() {
    #expect(throws: Rejection.missingField("fare")) { try read(["id": .string(orderID(1).description)]) }
    #expect(throws: Rejection.missingField("fare")) {
      try read(["id": .string(orderID(1).description), "fare": .null])
    }
    #expect(throws: Rejection.missingField("id")) { try read(["fare": .string("3")]) }
    #expect(throws: Rejection.invalidField("id", "a UUID")) { try read(["id": .string("nope"), "fare": .string("3")]) }
    #expect(throws: Rejection.invalidField("fare", "a string")) {
      try read(["id": .string(orderID(1).description), "fare": .int(3)])
    }
  }

  @Test func anOrderInAListIsNamedByItsIndex() {
    let good = WireRecord(of: OrderDTO(id: orderID(1), fare: "3"))
    let bad: WireRecord = ["fare": .int(3), "id": .string(orderID(2).description)]
    let list: WireRecord = ["orders": .objects([good, bad])]
    #expect(throws: Rejection.invalidField("orders[1].fare", "a string")) {
      try list.read { (fields) throws(Rejection) in try fields.objects("orders", OrderDTO.init(reading:)) }
    }
  }

  @Test(arguments: OrderStatus.allCases)
  func theOrderInAStateDumpAlwaysWritesItsStatusAndReadsBack(status: OrderStatus) throws {
    let order = try makeOrder(10, fare: "12.50", status: status)
    let record = WireRecord(of: order)
    #expect(
      record
        == [
          "fare": .string("12.50"), "id": .string("00000000-0000-4000-8000-00000000000a"),
          "status": .string(status.rawValue),
        ])
    #expect(try record.read(RideOrder.init(restoring:)) == order)
  }

  @Test func restoringRefusesABadFareWithTheDomainsRejection() {
    let bad: WireRecord = ["fare": .string("-1"), "id": .string(orderID(1).description), "status": .string("initial")]
    #expect(throws: OrderError.invalidFare.rejection) { try bad.read(RideOrder.init(restoring:)) }
  }

  @Test func negativeFareIsRefusedByTheFactoryAndTheReducer() throws {
    let dto = try read(["id": .string(orderID(1).description), "fare": .string("-1")])
    #expect(throws: OrderError.invalidFare) { try RideOrder(dto: dto) }
    let rejection = expectRejection(OrdersState.reduce, from: OrdersState(), .didLoad([dto]), code: "invalidField")
    #expect(rejection == OrderError.invalidFare.rejection.at("orders[0].fare"))
  }
}

import Order
import Testing
import UDF
import UDFTesting

@Suite struct OrdersLoadTests {
  @Test func loadAddsOrdersInLoadOrderWithStatusDefaultingToInitial() throws {
    let action = OrderAction.didLoad([
      OrderDTO(id: orderID(3), fare: "12.50"),
      OrderDTO(id: orderID(1), fare: "7", status: .inProgress),
    ])
    let expected = OrdersState(orders: [
      try makeOrder(3, fare: "12.50"), try makeOrder(1, fare: "7", status: .inProgress),
    ])
    expectReduce(OrdersState.reduce, from: OrdersState(), action, to: expected)
    #expect(expected.orders.map(\.id) == [orderID(3), orderID(1)])
  }

  @Test func reloadReplacesInPlaceAndIgnoresTransitionRules() throws {
    let start = OrdersState(orders: [
      try makeOrder(1), try makeOrder(2, status: .completed), try makeOrder(3, status: .cancelled),
    ])
    let action = OrderAction.didLoad([
      OrderDTO(id: orderID(2), fare: "99.90", status: .initial),
      OrderDTO(id: orderID(4), fare: "5"),
      OrderDTO(id: orderID(3), fare: "10", status: .cancelled),
    ])
    let expected = OrdersState(orders: [
      try makeOrder(1), try makeOrder(2, fare: "99.90"), try makeOrder(3, status: .cancelled),
      try makeOrder(4, fare: "5"),
    ])
    expectReduce(OrdersState.reduce, from: start, action, to: expected)
  }

  @Test func anIDRepeatedInOneLoadKeepsTheLastAtTheFirstPosition() throws {
    let action = OrderAction.didLoad([
      OrderDTO(id: orderID(1), fare: "1"),
      OrderDTO(id: orderID(2), fare: "2"),
      OrderDTO(id: orderID(1), fare: "3", status: .completed),
    ])
    let expected = OrdersState(orders: [try makeOrder(1, fare: "3", status: .completed), try makeOrder(2, fare: "2")])
    expectReduce(OrdersState.reduce, from: OrdersState(), action, to: expected)
    #expect(expected.orders.count == 2)
    #expect(expected.order(orderID(1))?.fare.text == "3")
  }

  @Test func emptyLoadChangesNothing() throws {
    let start = OrdersState(orders: [try makeOrder(1)])
    expectReduce(OrdersState.reduce, from: start, .didLoad([]), to: start)
  }

  @Test func lookupFindsEveryOrderAndNothingElse() throws {
    let state = OrdersState(orders: [try makeOrder(5), try makeOrder(6, status: .inProgress)])
    #expect(state.order(orderID(6))?.status == .inProgress)
    #expect(state.order(orderID(5))?.id == orderID(5))
    #expect(state.order(orderID(7)) == nil)
    #expect(OrdersState().orders.isEmpty)
  }

  @Test func updateChangesOnlyTheNamedOrder() throws {
    let start = OrdersState(orders: [try makeOrder(1), try makeOrder(2), try makeOrder(3)])
    var state = start
    let taken = try changeStatus(&state, (orderID(2), .inProgress))
    let completed = try changeStatus(&state, (orderID(2), .completed))
    #expect(state == OrdersState(orders: [try makeOrder(1), try makeOrder(2, status: .completed), try makeOrder(3)]))
    #expect(taken.touched.keys == [ObservationKey(orderID(2))])
    #expect(completed.touched.keys == [ObservationKey(orderID(2))])
  }

  @Test func aLoadTouchesExactlyTheOrdersItLoads() throws {
    var state = OrdersState(orders: [try makeOrder(1), try makeOrder(2)])
    let reduction = try OrdersState.reduce(
      &state, .didLoad([OrderDTO(id: orderID(2), fare: "4"), OrderDTO(id: orderID(3), fare: "5")]))
    #expect(Set(reduction.touched.keys) == [ObservationKey(orderID(2)), ObservationKey(orderID(3))])
    #expect(try OrdersState.reduce(&state, .didLoad([])).touched == .nothing)
  }

  @Test func aRefusedLoadNamesTheFirstBadOrdersFare() throws {
    let dtos = [
      OrderDTO(id: orderID(1), fare: "1"), OrderDTO(id: orderID(2), fare: "2.50"), OrderDTO(id: orderID(3), fare: "-3"),
      OrderDTO(id: orderID(4), fare: "x"),
    ]
    let rejection = expectRejection(OrdersState.reduce, from: OrdersState(), .didLoad(dtos), code: "invalidField")
    #expect(
      rejection?.message
        == "the field 'orders[2].fare' must be a string of digits with an optional decimal part, e.g. 12.50")
  }

  @Test func aFareOutOfRangeIsNamedAtItsPositionToo() throws {
    let huge = "1" + String(repeating: "0", count: 200)
    let rejection = expectRejection(
      OrdersState.reduce, from: OrdersState(), .didLoad([OrderDTO(id: orderID(1), fare: huge)]), code: "invalidField")
    #expect(rejection?.message == "the field 'orders[0].fare' must be an amount a decimal number can hold")
  }

  @Test(
    "every per-order field error of a load names the bad order's index and the field",
    arguments: [
      ("x", OrderError.invalidFare), ("", .invalidFare), ("1.", .invalidFare), ("-1", .invalidFare),
      ("1" + String(repeating: "0", count: 200), .fareOutOfRange),
    ], 0..<4)
  func everyFareErrorNamesItsOrder(_ badFare: (String, OrderError), _ bad: Int) throws {
    let (fare, error) = badFare
    var dtos = (1...4).map { OrderDTO(id: orderID($0), fare: "\($0).50") }
    dtos[bad] = OrderDTO(id: orderID(UInt8(bad + 1)), fare: fare)
    let rejection = expectRejection(OrdersState.reduce, from: OrdersState(), .didLoad(dtos), code: "invalidField")
    #expect(rejection?.message == error.rejection.at("orders[\(bad)].fare").message)
    #expect(rejection?.message.hasPrefix("the field 'orders[\(bad)].fare' ") == true)
    #expect(error.field == "fare")
  }

  @Test func theErrorsAboutAFieldNameIt() {
    #expect(OrderError.invalidFare.field == "fare")
    #expect(OrderError.fareOutOfRange.field == "fare")
    #expect(OrderError.unknownStatus.field == "status")
    #expect(OrderError.notFound(orderID(1)).field == nil)
    #expect(OrderError.illegalStatusTransition(from: .initial, to: .completed).field == nil)
  }
}

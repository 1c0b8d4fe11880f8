import Order
import Testing
import UDF
import UDFTesting

@Suite struct OrderStatusTransitionTests {
  @Test(arguments: OrderStatus.allCases, OrderStatus.allCases)
  func everyPairFollowsTheLifeCycle(from: OrderStatus, to: OrderStatus) throws {
    let isLegal = legalMoves.contains([from, to])
    let start = OrdersState(orders: [try makeOrder(1), try makeOrder(2, status: from), try makeOrder(3)])
    let action = OrderAction.updateStatus(orderID(2), to: to)
    #expect(from.canChange(to: to) == isLegal)
    if isLegal {
      let expected = OrdersState(orders: [try makeOrder(1), try makeOrder(2, status: to), try makeOrder(3)])
      expectReduce(OrdersState.reduce, from: start, action, to: expected)
    } else {
      let rejection = expectRejection(OrdersState.reduce, from: start, action, code: "illegalStatusTransition")
      #expect(rejection?.message.contains("\(from)") == true)
    }
  }

  @Test(arguments: OrderStatus.allCases, OrderStatus.allCases)
  func theMediatorsCheckAndApplyAgreeWithTheReducer(from: OrderStatus, to: OrderStatus) throws {
    let start = OrdersState(orders: [try makeOrder(1, status: from), try makeOrder(2)])
    var reduced = start
    let reducerOutcome = Result { () throws(Rejection) in
      try OrdersState.reduce(&reduced, .updateStatus(orderID(1), to: to))
    }
    var mediated = start
    let mediatorOutcome = Result { () throws(Rejection) in try changeStatus(&mediated, (orderID(1), to))
    }
    let isLegal = legalMoves.contains([from, to])
    let refusal = isLegal ? nil : OrderError.illegalStatusTransition(from: from, to: to).rejection
    #expect(reducerOutcome.rejection == refusal)
    #expect(mediatorOutcome.rejection == refusal)
    #expect(reduced == mediated)
    #expect(mediated.order(orderID(1))?.status == (isLegal ? to : from))
    #expect(mediated.order(orderID(2)) == (try makeOrder(2)))
  }

  @Test func aCheckedUpdateCarriesTheOrderAsItWillBe() throws {
    let start = OrdersState(orders: [try makeOrder(1, fare: "7.50")])
    let update = try start.checkStatusChange(orderID(1), to: .inProgress)
    #expect(update.order == (try makeOrder(1, fare: "7.50", status: .inProgress)))
    #expect(start.order(orderID(1))?.status == .initial)
  }

  @Test func exactlyFourOfSixteenPairsAreLegal() {
    let pairs = OrderStatus.allCases.flatMap { from in OrderStatus.allCases.map { [from, $0] } }
    #expect(pairs.count == 16)
    #expect(Set(pairs.filter { $0[0].canChange(to: $0[1]) }) == legalMoves)
  }

  @Test func unknownOrderIsNotFound() throws {
    let start = OrdersState(orders: [try makeOrder(1)])
    expectRejection(OrdersState.reduce, from: start, .updateStatus(orderID(9), to: .inProgress), code: "notFound")
    #expect(throws: OrderError.notFound(orderID(9)).rejection) {
      try start.checkStatusChange(orderID(9), to: .inProgress)
    }
    expectRejection(changeStatus, from: start, (orderID(9), .inProgress), code: "notFound")
  }

  @Test func notFoundIsReportedBeforeTheTransitionRule() {
    expectRejection(OrdersState.reduce, from: OrdersState(), .updateStatus(orderID(1), to: .initial), code: "notFound")
  }

  @Test func entityRefusesWithTheTypedError() throws {
    let order = try makeOrder(1, status: .completed)
    #expect(throws: OrderError.illegalStatusTransition(from: .completed, to: .cancelled)) {
      try order.updatingStatus(to: .cancelled)
    }
    #expect(throws: OrderError.illegalStatusTransition(from: .completed, to: .cancelled)) {
      try order.checkStatusChange(to: .cancelled)
    }
  }

  @Test func entityReturnsTheMovedOrderAndKeepsItsOwn() throws {
    let order = try makeOrder(1, fare: "3", status: .inProgress)
    #expect(try order.updatingStatus(to: .completed) == (try makeOrder(1, fare: "3", status: .completed)))
    #expect(order.status == .inProgress)
  }
}

extension Result where Failure == Rejection {
  /// The rejection, or `nil` if the step was accepted.
  fileprivate var rejection: Rejection? {
    if case .failure(let rejection) = self { return rejection }
    return nil
  }
}

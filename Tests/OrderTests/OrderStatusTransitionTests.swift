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
  func checkStatusChangeAgreesWithUpdateAndChangesNothing(from: OrderStatus, to: OrderStatus) throws {
    let start = OrdersState(orders: [try makeOrder(1, status: from)])
    var checkCode: String?
    do {
      try start.checkStatusChange(orderID(1), to: to)
    } catch {
      checkCode = error.code
    }
    var updated = start
    var updateCode: String?
    do {
      try updated.updateStatus(orderID(1), to: to)
    } catch {
      updateCode = error.code
    }
    #expect(checkCode == updateCode)
    #expect(checkCode == (legalMoves.contains([from, to]) ? nil : "illegalStatusTransition"))
    #expect(updated.order(orderID(1))?.status == (checkCode == nil ? to : from))
  }

  @Test func exactlyFourOfSixteenPairsAreLegal() {
    let pairs = OrderStatus.allCases.flatMap { from in OrderStatus.allCases.map { [from, $0] } }
    #expect(pairs.count == 16)
    #expect(Set(pairs.filter { $0[0].canChange(to: $0[1]) }) == legalMoves)
  }

  @Test func unknownOrderIsNotFound() throws {
    let start = OrdersState(orders: [try makeOrder(1)])
    expectRejection(OrdersState.reduce, from: start, .updateStatus(orderID(9), to: .inProgress), code: "notFound")
    #expect(throws: Rejection.self) { try start.checkStatusChange(orderID(9), to: .inProgress) }
    do {
      try start.checkStatusChange(orderID(9), to: .inProgress)
    } catch {
      #expect(error.code == "notFound")
    }
  }

  @Test func notFoundIsReportedBeforeTheTransitionRule() {
    expectRejection(OrdersState.reduce, from: OrdersState(), .updateStatus(orderID(1), to: .initial), code: "notFound")
  }

  @Test func entityRefusesWithTheTypedError() throws {
    var order = try makeOrder(1, status: .completed)
    #expect(throws: OrderError.illegalStatusTransition(from: .completed, to: .cancelled)) {
      try order.updateStatus(to: .cancelled)
    }
    #expect(order.status == .completed)
  }
}

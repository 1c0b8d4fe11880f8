import DomainValues
import Driver
import Order
import TakeOrder
import Testing
import UDF
import UDFTesting

/// Taking an order changes the order and the driver together, or neither.
@Suite struct TakeOrderDidTapTests {
  @Test func aFreeDriverTakesAnInitialOrderWhichGoesInProgress() throws {
    let start = TakeOrderWorld(driver: try driver(), orders: [try order(1), try order(2)])
    let end = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: start, .takeOrderDidTap(orderID(1)), to: end)
  }

  @Test func theDriverHoldsTheOrdersOwnUUID() throws {
    var world = TakeOrderWorld(driver: try driver(), orders: [try order(3)])
    try TakeOrderWorld.reduce(&world, .takeOrderDidTap(orderID(3)))
    #expect(world.driver.heldOrder?.rawValue == orderID(3).rawValue)
    #expect(world.orders.order(orderID(3))?.status == .inProgress)
  }

  @Test func anUnknownOrderIsNotFoundBeforeAnyDriverRule() throws {
    let unknown = TakeOrderAction.takeOrderDidTap(orderID(9))
    expectRejection(
      TakeOrderWorld.reduce, from: TakeOrderWorld(driver: try driver(), orders: [try order(1)]), unknown,
      code: "notFound")
    expectRejection(TakeOrderWorld.reduce, from: TakeOrderWorld(), unknown, code: "notFound")
    let busy = TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress)])
    expectRejection(TakeOrderWorld.reduce, from: busy, unknown, code: "notFound")
  }

  @Test(arguments: OrderStatus.allCases)
  func withoutADriverItIsDriverNotLoadedWhateverTheOrdersStatus(status: OrderStatus) throws {
    let start = TakeOrderWorld(orders: [try order(1, status), try order(2)])
    expectRejection(TakeOrderWorld.reduce, from: start, .takeOrderDidTap(orderID(1)), code: "driverNotLoaded")
  }

  @Test(arguments: OrderStatus.allCases)
  func aBusyDriverIsDriverBusyWhateverTheOtherOrdersStatus(status: OrderStatus) throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2, status)])
    expectRejection(TakeOrderWorld.reduce, from: start, .takeOrderDidTap(orderID(2)), code: "driverBusy")
  }

  @Test func takingTheHeldOrderAgainIsDriverBusy() throws {
    let start = TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress)])
    expectRejection(TakeOrderWorld.reduce, from: start, .takeOrderDidTap(orderID(1)), code: "driverBusy")
  }

  @Test(arguments: [OrderStatus.completed, .cancelled, .inProgress])
  func aFreeDriverCannotTakeAnOrderThatIsNotInitial(status: OrderStatus) throws {
    let start = TakeOrderWorld(driver: try driver(), orders: [try order(1), try order(2, status)])
    expectRejection(
      TakeOrderWorld.reduce, from: start, .takeOrderDidTap(orderID(2)), code: "illegalStatusTransition")
  }

  @Test func aRefusalLeavesTheDriverFreeToTakeAnotherOrder() throws {
    var world = TakeOrderWorld(driver: try driver(), orders: [try order(1, .completed), try order(2)])
    #expect(throws: Rejection.self) { try TakeOrderWorld.reduce(&world, .takeOrderDidTap(orderID(1))) }
    try TakeOrderWorld.reduce(&world, .takeOrderDidTap(orderID(2)))
    let end = TakeOrderWorld(
      driver: try driver(holding: orderID(2)), orders: [try order(1, .completed), try order(2, .inProgress)])
    #expect(world == end)
  }
}

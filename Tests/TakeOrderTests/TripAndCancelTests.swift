import Driver
import Order
import TakeOrder
import Testing
import UDF
import UDFTesting

/// Completing the trip and cancelling orders: the order's status and the driver's hold move together.
@Suite struct TripAndCancelTests {
  @Test func completingTheTripCompletesTheHeldOrderAndFreesTheDriver() throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
    let end = TakeOrderWorld(driver: try driver(), orders: [try order(1, .completed), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: start, .tripDidComplete, to: end)
  }

  @Test func afterTheTripTheDriverCanTakeTheNextOrder() throws {
    var world = TakeOrderWorld(driver: try driver(), orders: [try order(1), try order(2)])
    try TakeOrderWorld.reduce(&world, .takeOrderDidTap(orderID(1)))
    try TakeOrderWorld.reduce(&world, .tripDidComplete)
    try TakeOrderWorld.reduce(&world, .takeOrderDidTap(orderID(2)))
    let end = TakeOrderWorld(
      driver: try driver(holding: orderID(2)), orders: [try order(1, .completed), try order(2, .inProgress)])
    #expect(world == end)
  }

  @Test func completingWithoutADriverIsDriverNotLoaded() throws {
    let start = TakeOrderWorld(orders: [try order(1), try order(2, .inProgress)])
    expectRejection(TakeOrderWorld.reduce, from: start, .tripDidComplete, code: "driverNotLoaded")
  }

  @Test func completingWithAFreeDriverIsNoTripInProgress() throws {
    let start = TakeOrderWorld(driver: try driver(), orders: [try order(1), try order(2, .completed)])
    expectRejection(TakeOrderWorld.reduce, from: start, .tripDidComplete, code: "noTripInProgress")
  }

  @Test func completingTwiceIsNoTripInProgressTheSecondTime() throws {
    var world = TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress)])
    try TakeOrderWorld.reduce(&world, .tripDidComplete)
    expectRejection(TakeOrderWorld.reduce, from: world, .tripDidComplete, code: "noTripInProgress")
  }

  @Test func cancellingTheHeldOrderFreesTheDriver() throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
    let end = TakeOrderWorld(driver: try driver(), orders: [try order(1, .cancelled), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: start, .orderDidCancel(orderID(1)), to: end)
  }

  @Test(arguments: [OrderStatus.initial, .inProgress])
  func cancellingAnotherOrderKeepsTheDriversOrder(status: OrderStatus) throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2, status)])
    let end = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2, .cancelled)])
    expectReduce(TakeOrderWorld.reduce, from: start, .orderDidCancel(orderID(2)), to: end)
  }

  @Test func cancellingNeedsNoDriver() throws {
    let start = TakeOrderWorld(orders: [try order(1)])
    let end = TakeOrderWorld(orders: [try order(1, .cancelled)])
    expectReduce(TakeOrderWorld.reduce, from: start, .orderDidCancel(orderID(1)), to: end)
    let free = TakeOrderWorld(driver: try driver(), orders: [try order(1)])
    let freeEnd = TakeOrderWorld(driver: try driver(), orders: [try order(1, .cancelled)])
    expectReduce(TakeOrderWorld.reduce, from: free, .orderDidCancel(orderID(1)), to: freeEnd)
  }

  @Test func cancellingAnUnknownOrderIsNotFound() throws {
    let start = TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress)])
    expectRejection(TakeOrderWorld.reduce, from: start, .orderDidCancel(orderID(9)), code: "notFound")
  }

  @Test(arguments: [OrderStatus.completed, .cancelled])
  func aFinishedOrderCannotBeCancelled(status: OrderStatus) throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2, status)])
    expectRejection(
      TakeOrderWorld.reduce, from: start, .orderDidCancel(orderID(2)), code: "illegalStatusTransition")
  }
}

import DomainValues
import Driver
import Order
import TakeOrder
import Testing
import UDF
import UDFTesting

/// What each TakeOrder action publishes, in order: the order's move, the driver taking or letting
/// go, and for a finished trip `trip.completed` with the fare, last. A refusal publishes nothing.
@Suite struct EventsTests {
  private func events(_ action: TakeOrderAction, from start: TakeOrderWorld) throws -> [String] {
    var world = start
    return try TakeOrderWorld.reduce(&world, action).events.map { String(reflecting: $0) }
  }

  private func names(_ events: [any DomainEvent]) -> [String] { events.map { String(reflecting: $0) } }

  @Test func takingMovesTheOrderThenTheDriverTakesIt() throws {
    let start = TakeOrderWorld(driver: try driver(), orders: [try order(1)])
    #expect(
      try events(.takeOrderDidTap(orderID(1)), from: start)
        == names([
          OrderStatusChanged(order: orderID(1), from: .initial, to: .inProgress),
          DriverTookOrder(driver: driverID(1), order: orderID(1).retyped()),
        ]))
  }

  @Test func aCompletedTripPublishesTripCompletedWithItsFareLast() throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(2)), orders: [try order(1), try order(2, .inProgress, fare: "7.05")])
    #expect(
      try events(.tripDidComplete, from: start)
        == names([
          OrderStatusChanged(order: orderID(2), from: .inProgress, to: .completed),
          DriverReleasedOrder(driver: driverID(1), order: orderID(2).retyped()),
          TripCompleted(order: orderID(2), driver: driverID(1), fare: try Fare("7.05")),
        ]))
  }

  @Test func cancellingFreesTheDriverOnlyWhenItHeldTheOrder() throws {
    let holding = TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress)])
    #expect(
      try events(.orderDidCancel(orderID(1)), from: holding)
        == names([
          OrderStatusChanged(order: orderID(1), from: .inProgress, to: .cancelled),
          DriverReleasedOrder(driver: driverID(1), order: orderID(1).retyped()),
        ]))
    let free = TakeOrderWorld(driver: try driver(), orders: [try order(1)])
    #expect(
      try events(.orderDidCancel(orderID(1)), from: free)
        == names([OrderStatusChanged(order: orderID(1), from: .initial, to: .cancelled)]))
  }

  @Test func loadsPublishOnlyAFreedDriver() throws {
    let holding = TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress)])
    let reload = OrderDTO(id: orderID(1), fare: "12.50", status: .completed)
    #expect(
      try events(.ordersDidLoad([reload]), from: holding)
        == names([DriverReleasedOrder(driver: driverID(1), order: orderID(1).retyped())]))
    #expect(try events(.driverDidLoad(DriverDTO(id: driverID(1), name: "Ann")), from: holding).isEmpty)
    #expect(try events(.driverDidLoad(DriverDTO(id: driverID(2), name: "Bo")), from: holding).isEmpty)
  }

  @Test func aRefusedTripPublishesNothing() throws {
    var world = TakeOrderWorld(driver: try driver(), orders: [try order(1)])
    #expect(throws: Rejection.self) { try TakeOrderWorld.reduce(&world, .tripDidComplete) }
  }
}

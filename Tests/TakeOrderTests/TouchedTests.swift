import Driver
import Order
import TakeOrder
import Testing
import UDF
import UDFTesting

/// What each accepted action touches: the orders and the driver whose value it changed, nothing
/// else, so keyed observers of other rows are not asked. It starts no effects (its events are
/// `EventsTests`').
@Suite struct TouchedTests {
  private func touched(_ action: TakeOrderAction, from start: TakeOrderWorld) throws -> Set<ObservationKey> {
    var world = start
    let reduction = try TakeOrderWorld.reduce(&world, action)
    #expect(reduction.effects.isEmpty, "\(action)")
    return Set(reduction.touched.keys)
  }

  @Test func takingTouchesTheOrderAndTheDriver() throws {
    let start = TakeOrderWorld(driver: try driver(), orders: [try order(1), try order(2)])
    #expect(try touched(.takeOrderDidTap(orderID(1)), from: start) == keys(drivers: [1], orders: [1]))
  }

  @Test func completingTheTripTouchesTheHeldOrderAndTheDriver() throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(2)), orders: [try order(1), try order(2, .inProgress)])
    #expect(try touched(.tripDidComplete, from: start) == keys(drivers: [1], orders: [2]))
  }

  @Test func cancellingTouchesTheDriverOnlyWhenItHeldTheOrder() throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
    #expect(try touched(.orderDidCancel(orderID(1)), from: start) == keys(drivers: [1], orders: [1]))
    #expect(try touched(.orderDidCancel(orderID(2)), from: start) == keys(orders: [2]))
  }

  @Test func aReloadTouchesTheLoadedOrdersAndTheDriverOnlyWhenItIsFreed() throws {
    let start = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
    let freeing = TakeOrderAction.ordersDidLoad([
      OrderDTO(id: orderID(1), fare: "1", status: .completed), OrderDTO(id: orderID(3), fare: "2"),
    ])
    #expect(try touched(freeing, from: start) == keys(drivers: [1], orders: [1, 3]))
    let keeping = TakeOrderAction.ordersDidLoad([OrderDTO(id: orderID(2), fare: "1", status: .cancelled)])
    #expect(try touched(keeping, from: start) == keys(orders: [2]))
  }

  @Test func loadingAnotherDriverTouchesTheOldAndTheNewOne() throws {
    let start = TakeOrderWorld(driver: try driver(), orders: [try order(1)])
    #expect(try touched(.driverDidLoad(DriverDTO(id: driverID(2), name: "Bob")), from: start) == keys(drivers: [1, 2]))
    #expect(try touched(.driverDidLoad(DriverDTO(id: driverID(1), name: "Ann")), from: start) == keys(drivers: [1]))
  }
}

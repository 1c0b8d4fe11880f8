import DomainValues
import Driver
import Order
import TakeOrder
import Testing
import UDF
import UDFTesting

/// Server reloads go through the mediator, because reloading orders can free the driver.
@Suite struct ReloadTests {
  private func busy() throws -> TakeOrderWorld {
    TakeOrderWorld(driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
  }

  @Test(arguments: [OrderStatus.initial, .completed, .cancelled])
  func reloadingTheHeldOrderOutOfProgressFreesTheDriver(status: OrderStatus) throws {
    let action = TakeOrderAction.ordersDidLoad([OrderDTO(id: orderID(1), fare: "20.00", status: status)])
    let end = TakeOrderWorld(driver: try driver(), orders: [try order(1, status, fare: "20.00"), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: try busy(), action, to: end)
  }

  @Test func reloadingTheHeldOrderWithoutAStatusMakesItInitialAndFreesTheDriver() throws {
    let action = TakeOrderAction.ordersDidLoad([OrderDTO(id: orderID(1), fare: "12.50")])
    let end = TakeOrderWorld(driver: try driver(), orders: [try order(1), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: try busy(), action, to: end)
  }

  @Test func reloadingTheHeldOrderStillInProgressKeepsTheDriversOrder() throws {
    let action = TakeOrderAction.ordersDidLoad([OrderDTO(id: orderID(1), fare: "15", status: .inProgress)])
    let end = TakeOrderWorld(
      driver: try driver(holding: orderID(1)), orders: [try order(1, .inProgress, fare: "15"), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: try busy(), action, to: end)
  }

  @Test func loadingOtherOrdersKeepsTheDriversOrder() throws {
    let action = TakeOrderAction.ordersDidLoad([
      OrderDTO(id: orderID(2), fare: "3", status: .completed), OrderDTO(id: orderID(3), fare: "4"),
    ])
    let end = TakeOrderWorld(
      driver: try driver(holding: orderID(1)),
      orders: [try order(1, .inProgress), try order(2, .completed, fare: "3"), try order(3, fare: "4")])
    expectReduce(TakeOrderWorld.reduce, from: try busy(), action, to: end)
  }

  @Test func loadingOrdersWithoutADriverOnlyAddsThem() throws {
    let action = TakeOrderAction.ordersDidLoad([OrderDTO(id: orderID(1), fare: "12.50")])
    expectReduce(TakeOrderWorld.reduce, from: TakeOrderWorld(), action, to: TakeOrderWorld(orders: [try order(1)]))
  }

  @Test func aLoadWithOneBadFareIsRefusedAndFreesNobody() throws {
    let action = TakeOrderAction.ordersDidLoad([
      OrderDTO(id: orderID(1), fare: "1", status: .completed), OrderDTO(id: orderID(3), fare: "-1"),
    ])
    let rejection = expectRejection(TakeOrderWorld.reduce, from: try busy(), action, code: "invalidField")
    #expect(rejection?.message == OrderError.invalidFare.rejection.at("orders[1].fare").message)
    #expect(rejection?.message.hasPrefix("the field 'orders[1].fare' must be ") == true)
  }

  @Test(
    "a load whose only order has a bad fare names orders[0].fare",
    arguments: [("abc", OrderError.invalidFare), ("1" + String(repeating: "0", count: 200), .fareOutOfRange)])
  func aSingleBadFareIsNamedAtIndexZero(_ fare: String, _ error: OrderError) throws {
    let action = TakeOrderAction.ordersDidLoad([OrderDTO(id: orderID(3), fare: fare)])
    let rejection = expectRejection(TakeOrderWorld.reduce, from: try busy(), action, code: "invalidField")
    #expect(rejection?.message == error.rejection.at("orders[0].fare").message)
  }

  @Test func reloadingTheSameDriverKeepsTheHeldOrderAndTakesTheNewName() throws {
    let action = TakeOrderAction.driverDidLoad(DriverDTO(id: driverID(1), name: "  Anna "))
    let end = TakeOrderWorld(
      driver: try driver(name: "Anna", holding: orderID(1)), orders: [try order(1, .inProgress), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: try busy(), action, to: end)
  }

  @Test func loadingAnotherDriverHoldsNoOrderAndLeavesTheOrdersAlone() throws {
    let action = TakeOrderAction.driverDidLoad(DriverDTO(id: driverID(2), name: "Bob", order: orderID(1).retyped()))
    let end = TakeOrderWorld(driver: try driver(2, name: "Bob"), orders: [try order(1, .inProgress), try order(2)])
    expectReduce(TakeOrderWorld.reduce, from: try busy(), action, to: end)
  }

  @Test func theFirstDriverHoldsNothingWhateverItsDTOSays() throws {
    let action = TakeOrderAction.driverDidLoad(DriverDTO(id: driverID(1), name: "Ann", order: orderID(2).retyped()))
    let start = TakeOrderWorld(orders: [try order(2)])
    expectReduce(
      TakeOrderWorld.reduce, from: start, action, to: TakeOrderWorld(driver: try driver(), orders: [try order(2)]))
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func aDriverWithAnEmptyNameIsRefused(name: String) throws {
    let action = TakeOrderAction.driverDidLoad(DriverDTO(id: driverID(2), name: name))
    let rejection = expectRejection(TakeOrderWorld.reduce, from: try busy(), action, code: "invalidField")
    #expect(rejection?.message == "the field 'driver.name' must be a text that is not empty once trimmed")
  }
}

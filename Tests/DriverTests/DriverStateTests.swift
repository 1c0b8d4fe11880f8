import Driver
import Testing
import UDF
import UDFTesting

@Suite struct DriverStateTests {
  @Test func firstLoadSetsTheDriverWithATrimmedNameAndNoOrder() throws {
    let action = DriverAction.didLoad(DriverDTO(id: driverID(1), name: "  Ann "))
    expectReduce(DriverState.reduce, from: DriverState(), action, to: try loaded(1))
    #expect(DriverState().driver == nil)
    #expect(DriverState().heldOrder == nil)
  }

  @Test(arguments: ["", "   ", "\n"])
  func loadWithEmptyNameIsRefusedAndKeepsTheDriver(name: String) throws {
    let start = try loaded(1, holding: orderID(1))
    expectRejection(
      DriverState.reduce, from: start, .didLoad(DriverDTO(id: driverID(2), name: name)), code: "invalidField")
  }

  @Test func aRefusedLoadNamesTheDriversNameField() throws {
    let rejection = expectRejection(
      DriverState.reduce, from: try loaded(1), .didLoad(DriverDTO(id: driverID(1), name: " ")), code: "invalidField")
    #expect(rejection?.message == "the field 'driver.name' must be a text that is not empty once trimmed")
  }

  @Test func takeWhenFreeHoldsTheOrder() throws {
    expectReduce(take, from: try loaded(1), orderID(7), to: try loaded(1, holding: orderID(7)))
    let update = try loaded(1).checkCanTake(orderID(7))
    #expect(update.driver == DriverProfile(id: driverID(1), name: try DriverName("Ann"), order: orderID(7)))
  }

  @Test func takeWhenBusyIsDriverBusy() throws {
    let busy = try loaded(1, holding: orderID(7))
    expectRejection(take, from: busy, orderID(8), code: "driverBusy")
    expectRejection(take, from: busy, orderID(7), code: "driverBusy")
    #expect(throws: Rejection(code: "driverBusy", message: "the driver already holds order \(orderID(7))")) {
      try busy.checkCanTake(orderID(8))
    }
  }

  @Test func takeWithNoDriverIsDriverNotLoaded() {
    expectRejection(take, from: DriverState(), orderID(1), code: "driverNotLoaded")
    #expect(throws: DriverError.driverNotLoaded.rejection) { try DriverState().checkCanTake(orderID(1)) }
  }

  @Test func releaseFreesTheDriver() throws {
    expectReduce(release, from: try loaded(1, holding: orderID(7)), (), to: try loaded(1))
    #expect(try loaded(1, holding: orderID(7)).releasingOrder()?.driver == (try loaded(1)).driver)
  }

  @Test func releaseWithNothingHeldOrNoDriverIsNoUpdate() throws {
    #expect(try loaded(1).releasingOrder() == nil)
    #expect(DriverState().releasingOrder() == nil)
    expectReduce(release, from: try loaded(1), (), to: try loaded(1))
    expectReduce(release, from: DriverState(), (), to: DriverState())
  }

  @Test func reloadOfTheSameDriverKeepsTheHeldOrderAndTakesTheNewName() throws {
    let start = try loaded(1, name: "Ann", holding: orderID(7))
    let action = DriverAction.didLoad(DriverDTO(id: driverID(1), name: "Anna", order: orderID(9)))
    expectReduce(DriverState.reduce, from: start, action, to: try loaded(1, name: "Anna", holding: orderID(7)))
  }

  @Test func loadOfAnotherDriverHoldsNothing() throws {
    let start = try loaded(1, holding: orderID(7))
    let action = DriverAction.didLoad(DriverDTO(id: driverID(2), name: "Bob", order: orderID(7)))
    expectReduce(DriverState.reduce, from: start, action, to: try loaded(2, name: "Bob"))
  }

  @Test func freedDriverCanTakeAgain() throws {
    var state = try loaded(1)
    try take(&state, orderID(1))
    release(&state, ())
    try take(&state, orderID(2))
    #expect(state == (try loaded(1, holding: orderID(2))))
  }

  @Test func takingAndReleasingTouchTheDriver() throws {
    var state = try loaded(1)
    #expect(try take(&state, orderID(1)).touched.keys == [ObservationKey(driverID(1))])
    #expect(release(&state, ()).touched.keys == [ObservationKey(driverID(1))])
    #expect(release(&state, ()).touched == .nothing)
  }

  @Test func loadingAnotherDriverTouchesTheOldAndTheNewOne() throws {
    var state = try loaded(1, holding: orderID(7))
    let reduction = try DriverState.reduce(&state, .didLoad(DriverDTO(id: driverID(2), name: "Bob")))
    #expect(Set(reduction.touched.keys) == [ObservationKey(driverID(1)), ObservationKey(driverID(2))])
    let again = try DriverState.reduce(&state, .didLoad(DriverDTO(id: driverID(2), name: "Bobby")))
    #expect(again.touched.keys == [ObservationKey(driverID(2))])
  }

  @Test func theProfileTakesAndReleasesAsNewValues() throws {
    let free = DriverProfile(id: driverID(1), name: try DriverName("Ann"))
    let busy = try free.taking(orderID(3))
    #expect(busy.order == orderID(3) && busy.id == free.id && busy.name == free.name)
    #expect(free.order == nil)
    #expect(throws: DriverError.driverBusy(holding: orderID(3))) { try busy.taking(orderID(4)) }
    #expect(throws: DriverError.driverBusy(holding: orderID(3))) { try busy.checkCanTake() }
    #expect(busy.releasingOrder() == free)
    #expect(free.releasingOrder() == free)
  }
}

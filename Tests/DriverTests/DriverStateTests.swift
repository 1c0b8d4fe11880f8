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

  @Test func takeWhenFreeHoldsTheOrder() throws {
    expectReduce(take, from: try loaded(1), orderID(7), to: try loaded(1, holding: orderID(7)))
    var state = try loaded(1)
    try state.checkCanTake()
    try state.take(orderID(7))
    #expect(state.heldOrder == orderID(7))
  }

  @Test func takeWhenBusyIsDriverBusy() throws {
    let busy = try loaded(1, holding: orderID(7))
    expectRejection(take, from: busy, orderID(8), code: "driverBusy")
    expectRejection(take, from: busy, orderID(7), code: "driverBusy")
    #expect(throws: Rejection(code: "driverBusy", message: "the driver already holds order \(orderID(7))")) {
      try busy.checkCanTake()
    }
  }

  @Test func takeWithNoDriverIsDriverNotLoaded() {
    expectRejection(take, from: DriverState(), orderID(1), code: "driverNotLoaded")
    #expect(throws: DriverError.driverNotLoaded.rejection) { try DriverState().checkCanTake() }
  }

  @Test func releaseFreesTheDriver() throws {
    expectReduce(release, from: try loaded(1, holding: orderID(7)), (), to: try loaded(1))
  }

  @Test func releaseWithNothingHeldOrNoDriverChangesNothing() throws {
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
    try state.take(orderID(1))
    state.releaseOrder()
    try state.take(orderID(2))
    #expect(state == (try loaded(1, holding: orderID(2))))
  }
}

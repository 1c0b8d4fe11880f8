import DomainValues
import Driver
import Testing
import UDF
import UDFTesting
import UDFWire

/// The driver's one wire shape, `{id, name}`: a load never says which order the driver holds.
@Suite struct DriverDTOTests {
  @Test func theShapeIsIDAndNameInThatOrder() {
    #expect(
      WireRecord(of: DriverDTO(id: driverID(10), name: "Ann", order: orderID(11)))
        == ["id": .string("00000001-0000-4000-8000-00000000000a"), "name": .string("Ann")])
  }

  @Test func aWrittenDTOReadsBackWithoutTheOrder() throws {
    let record = WireRecord(of: DriverDTO(id: driverID(1), name: " Ann "))
    #expect(try record.read(DriverDTO.init(reading:)) == DriverDTO(id: driverID(1), name: " Ann "))
    let withOrder: WireRecord = ["id": .string(driverID(1).description), "name": .string("Ann"), "order": .int(42)]
    #expect(try withOrder.read(DriverDTO.init(reading:)) == DriverDTO(id: driverID(1), name: "Ann"))
  }

  @Test func missingAndInvalidFieldsAreRefusedWithTheirNames() {
    let noID: WireRecord = ["name": .string("Ann")]
    #expect(throws: Rejection.missingField("id")) { try noID.read(DriverDTO.init(reading:)) }
    let noName: WireRecord = ["id": .string(driverID(1).description)]
    #expect(throws: Rejection.missingField("name")) { try noName.read(DriverDTO.init(reading:)) }
    let nullName: WireRecord = ["id": .string(driverID(1).description), "name": .null]
    #expect(throws: Rejection.missingField("name")) { try nullName.read(DriverDTO.init(reading:)) }
    let badID: WireRecord = ["id": .string("nope"), "name": .string("Ann")]
    #expect(throws: Rejection.invalidField("id", "a UUID")) { try badID.read(DriverDTO.init(reading:)) }
    let numberName: WireRecord = ["id": .string(driverID(1).description), "name": .int(3)]
    #expect(throws: Rejection.invalidField("name", "a string")) { try numberName.read(DriverDTO.init(reading:)) }
  }

  @Test(arguments: [nil, orderID(3)])
  func aProfileSurvivesTheRoundTripThroughItsDTO(order: ID<AssignedOrder>?) throws {
    let driver = DriverProfile(id: driverID(1), name: try DriverName("Ann"), order: order)
    #expect(try DriverProfile(dto: driver.dto) == driver)
  }

  @Test func theDriverInAStateDumpAlwaysWritesItsOrder() throws {
    let free = DriverProfile(id: driverID(1), name: try DriverName("Ann"), order: nil)
    #expect(WireRecord(of: free) == ["id": .string(driverID(1).description), "name": .string("Ann"), "order": .null])
    let busy = DriverProfile(id: driverID(1), name: try DriverName("Ann"), order: orderID(11))
    #expect(
      WireRecord(of: busy)
        == [
          "id": .string(driverID(1).description), "name": .string("Ann"), "order": .string(orderID(11).description),
        ])
  }

  @Test(arguments: [nil, orderID(3)])
  func aProfileSurvivesTheRoundTripThroughItsStateShape(order: ID<AssignedOrder>?) throws {
    let driver = DriverProfile(id: driverID(1), name: try DriverName("Ann"), order: order)
    #expect(try WireRecord(of: driver).read(DriverProfile.init(restoring:)) == driver)
  }

  @Test func restoringRefusesABadOrderAndAnEmptyName() {
    let badOrder: WireRecord = ["id": .string(driverID(1).description), "name": .string("Ann"), "order": .int(42)]
    #expect(throws: Rejection.invalidField("order", "a string")) { try badOrder.read(DriverProfile.init(restoring:)) }
    let notAnID: WireRecord = ["id": .string(driverID(1).description), "name": .string("Ann"), "order": .string("x")]
    #expect(throws: Rejection.invalidField("order", "a UUID")) { try notAnID.read(DriverProfile.init(restoring:)) }
    let blank: WireRecord = ["id": .string(driverID(1).description), "name": .string("  "), "order": .null]
    #expect(throws: DriverError.emptyName.rejection) { try blank.read(DriverProfile.init(restoring:)) }
  }

  @Test func emptyNameIsRefusedByTheFactoryAndTheReducer() {
    let dto = DriverDTO(id: driverID(1), name: "  ")
    #expect(throws: DriverError.emptyName) { try DriverProfile(dto: dto) }
    let rejection = expectRejection(DriverState.reduce, from: DriverState(), .didLoad(dto), code: "invalidField")
    #expect(rejection == DriverError.emptyName.rejection.at("driver.name"))
  }
}

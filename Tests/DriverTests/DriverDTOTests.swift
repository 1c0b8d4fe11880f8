import Driver
import Foundation
import Testing
import UDF
import UDFTesting

@Suite struct DriverDTOTests {
  private func object(_ dto: DriverDTO) throws -> [String: Any] {
    let data = try JSONEncoder().encode(dto)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test(arguments: [nil, orderID(3)])
  func driverSurvivesAJSONRoundTrip(order: ID<AssignedOrder>?) throws {
    let driver = DriverProfile(id: driverID(1), name: try DriverName("Ann"), order: order)
    let data = try JSONEncoder().encode(driver.dto)
    let decoded = try JSONDecoder().decode(DriverDTO.self, from: data)
    #expect(decoded == driver.dto)
    #expect(try DriverProfile(dto: decoded) == driver)
  }

  @Test func outputAlwaysWritesTheOrderField() throws {
    let free = try object(DriverDTO(id: driverID(10), name: "Ann"))
    #expect(Set(free.keys) == ["id", "name", "order"])
    #expect(free["order"] is NSNull)
    #expect(free["id"] as? String == "00000001-0000-4000-8000-00000000000a")
    let busy = try object(DriverDTO(id: driverID(1), name: "Ann", order: orderID(11)))
    #expect(busy["order"] as? String == orderID(11).description)
  }

  @Test func inputWithoutOrderOrWithAMalformedOneDecodes() throws {
    let plain = #"{"id":"00000001-0000-4000-8000-000000000001","name":"Ann"}"#
    let junk = #"{"id":"00000001-0000-4000-8000-000000000001","name":"Ann","order":42}"#
    for json in [plain, junk] {
      let dto = try JSONDecoder().decode(DriverDTO.self, from: Data(json.utf8))
      #expect(dto == DriverDTO(id: driverID(1), name: "Ann"))
    }
  }

  @Test func malformedIDFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DriverDTO.self, from: Data(#"{"id":"nope","name":"Ann"}"#.utf8))
    }
  }

  @Test func emptyNameIsRefusedByTheFactoryAndTheReducer() {
    let dto = DriverDTO(id: driverID(1), name: "  ")
    #expect(throws: DriverError.emptyName) { try DriverProfile(dto: dto) }
    expectRejection(DriverState.reduce, from: DriverState(), .didLoad(dto), code: "invalidField")
  }
}

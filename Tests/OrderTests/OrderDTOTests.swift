import Foundation
import Order
import Testing
import UDF
import UDFTesting

@Suite struct OrderDTOTests {
  private func decode(_ json: String) throws -> OrderDTO {
    try JSONDecoder().decode(OrderDTO.self, from: Data(json.utf8))
  }

  private func object(_ dto: OrderDTO) throws -> [String: Any] {
    let data = try JSONEncoder().encode(dto)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test(arguments: OrderStatus.allCases)
  func orderSurvivesAJSONRoundTrip(status: OrderStatus) throws {
    let order = try makeOrder(42, fare: "12.50", status: status)
    let data = try JSONEncoder().encode(order.dto)
    let decoded = try JSONDecoder().decode(OrderDTO.self, from: data)
    #expect(decoded == order.dto)
    #expect(try RideOrder(dto: decoded) == order)
  }

  @Test func outputShapeHasExactlyTheProtocolFields() throws {
    let fields = try object(try makeOrder(10, fare: "12.50", status: .inProgress).dto)
    #expect(Set(fields.keys) == ["id", "fare", "status"])
    #expect(fields["id"] as? String == "00000000-0000-4000-8000-00000000000a")
    #expect(fields["fare"] as? String == "12.50")
    #expect(fields["status"] as? String == "inProgress")
  }

  @Test func missingStatusMeansInitialAndUppercaseIDIsAccepted() throws {
    let dto = try decode(#"{"id":"00000000-0000-4000-8000-00000000000A","fare":"3"}"#)
    #expect(dto.status == nil)
    #expect(dto.id == orderID(10))
    #expect(try RideOrder(dto: dto).status == .initial)
  }

  @Test func nullStatusMeansInitial() throws {
    let dto = try decode(#"{"id":"00000000-0000-4000-8000-000000000001","fare":"3","status":null}"#)
    #expect(try RideOrder(dto: dto).status == .initial)
  }

  @Test(arguments: ["flying", "InProgress", "", "in_progress"])
  func unknownStatusIsRefusedAsInvalidField(status: String) {
    let json = #"{"id":"00000000-0000-4000-8000-000000000001","fare":"3","status":"\#(status)"}"#
    #expect(throws: OrderError.unknownStatus) { try decode(json) }
    #expect(OrderError.unknownStatus.rejection.code == "invalidField")
  }

  @Test func statusOfTheWrongJSONTypeFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try decode(#"{"id":"00000000-0000-4000-8000-000000000001","fare":"3","status":1}"#)
    }
  }

  @Test func negativeFareIsRefusedByTheFactoryAndTheReducer() throws {
    let dto = try decode(#"{"id":"00000000-0000-4000-8000-000000000001","fare":"-1"}"#)
    #expect(throws: OrderError.invalidFare) { try RideOrder(dto: dto) }
    expectRejection(OrdersState.reduce, from: OrdersState(), .didLoad([dto]), code: "invalidField")
  }
}

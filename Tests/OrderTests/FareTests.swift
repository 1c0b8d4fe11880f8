import Foundation
import Order
import Testing
import UDF
import UDFTesting

@Suite struct FareTests {
  @Test(arguments: [
    ("0", "0"),
    ("12.50", "12.5"),
    ("007", "7"),
    ("1.0", "1"),
    ("0.001", "0.001"),
    ("99999999", "99999999"),
  ])
  func wellFormedFareKeepsItsTextAndAmount(text: String, amount: String) throws {
    let fare = try Fare(text)
    #expect(fare.text == text)
    #expect(fare.description == text)
    #expect(fare.amount == Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
    #expect(fare.amount >= 0)
  }

  @Test(arguments: [
    "-1", "-0", "+1", "1e3", "1E3", " 1", "1 ", "1.", ".5", "", "abc", "1,5", "1.2.3", "..", ".",
    "\u{0661}", "\u{FF11}", "1\n", "0x10", "NaN", "inf",
  ])
  func malformedFareIsInvalidField(text: String) {
    #expect(throws: OrderError.invalidFare) { try Fare(text) }
    #expect(OrderError.invalidFare.rejection.code == "invalidField")
  }

  @Test func fareTooLargeForAnAmountIsInvalidField() {
    #expect(throws: OrderError.fareOutOfRange) { try Fare("1" + String(repeating: "0", count: 200)) }
    #expect(OrderError.fareOutOfRange.rejection.code == "invalidField")
  }

  @Test func equalAmountsWithDifferentTextAreDifferentFares() throws {
    let long = try Fare("12.50")
    let short = try Fare("12.5")
    #expect(long.amount == short.amount)
    #expect(long != short)
  }

  @Test(arguments: ["-1", "1e3", " 1", "1.", ".5", "", "abc"])
  func loadWithMalformedFareIsRefusedWhole(text: String) throws {
    let start = OrdersState(orders: [try makeOrder(1)])
    let action = OrderAction.didLoad([
      OrderDTO(id: orderID(1), fare: "20", status: .completed),
      OrderDTO(id: orderID(2), fare: text),
    ])
    expectRejection(OrdersState.reduce, from: start, action, code: "invalidField")
  }
}

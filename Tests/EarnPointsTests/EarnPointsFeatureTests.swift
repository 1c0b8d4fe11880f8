import DomainValues
import EarnPoints
import Loyalty
import Order
import TakeOrder
import Testing
import UDF
import UDFTesting
import UDFWire

/// The policy alone, without TakeOrder's reducer: a typed `TripCompleted` fed to `react`, the fare
/// rule at its edges, then the action it returns reduced through the feature's `check` and `apply`.
@Suite struct EarnPointsFeatureTests {
  @Test func aTripEarnsOnePointPerWholeUnitOfItsFareRoundedDown() throws {
    let empty = EarnPointsWorld()
    let cases: [(fare: String, points: Int?)] = [
      ("0", nil), ("0.99", nil), ("1", 1), ("1.999", 1), ("12.50", 12), ("1000", 1_000),
      ("9007199254740991.9", Points.maximum), ("9007199254740992", Int.max),
      ("1" + String(repeating: "0", count: 30), Int.max),
    ]
    for (fare, points) in cases {
      let expected = points.map {
        EarnPointsAction.tripDidComplete(account: accountID(1), trip: orderID(2).retyped(), points: $0)
      }
      #expect(empty.react(to: try trip(order: 2, driver: 1, fare: fare)) == expected, "fare \(fare)")
    }
  }

  @Test func theReactionCreditsTheDriverForTheTripAndLeavesTheOrdersAlone() throws {
    let start = try world([(2, "12.50", .completed)])
    let action = try #require(start.react(to: try trip(order: 2, driver: 1, fare: "12.50")))
    var after = start
    let reduction = try EarnPointsWorld.reduce(&after, action)
    let account = try #require(after.loyalty.account(accountID(1)))
    #expect(account.balance.value == 12)
    #expect(account.creditedTrips == [orderID(2).retyped()])
    #expect(after.orders == start.orders)
    let earned = try PointsEarned(
      account: accountID(1), trip: orderID(2).retyped(), points: Points(12), balance: Points(12))
    #expect(reduction.events.map { $0 as? PointsEarned } == [earned])
  }

  @Test func theLeastPayingFareEarnsItsOnePoint() throws {
    var state = try world([(3, "1", .completed)])
    let action = try #require(state.react(to: try trip(order: 3, driver: 1, fare: "1")))
    try EarnPointsWorld.reduce(&state, action)
    #expect(state.loyalty.account(accountID(1))?.balance.value == 1)
  }

  @Test func aTripCompletedAgainIsRefusedAndChangesNothing() throws {
    var credited = try world([(2, "12.50", .completed)])
    let completed = try trip(order: 2, driver: 1, fare: "12.50")
    try EarnPointsWorld.reduce(&credited, try #require(credited.react(to: completed)))
    let again = try #require(credited.react(to: completed), "the reaction does not judge; check does")
    expectRejection(EarnPointsWorld.reduce, from: credited, again, code: "alreadyCredited")
    let byAnother = try #require(credited.react(to: try trip(order: 2, driver: 9, fare: "12.50")))
    expectRejection(EarnPointsWorld.reduce, from: credited, byAnother, code: "alreadyCredited")
  }

  @Test func onlyACompletedTripOfAKnownOrderEarns() throws {
    let action = EarnPointsAction.tripDidComplete(account: accountID(1), trip: orderID(2).retyped(), points: 12)
    expectRejection(EarnPointsWorld.reduce, from: try world([]), action, code: "notFound")
    for status in [OrderStatus.initial, .inProgress, .cancelled] {
      expectRejection(EarnPointsWorld.reduce, from: try world([(2, "12.50", status)]), action, code: "tripNotCompleted")
    }
    let nothing = EarnPointsAction.tripDidComplete(account: accountID(1), trip: orderID(2).retyped(), points: 0)
    expectRejection(EarnPointsWorld.reduce, from: try world([]), nothing, code: "notFound")
    expectRejection(EarnPointsWorld.reduce, from: try world([(2, "12.50", .completed)]), nothing, code: "invalidPoints")
  }

  @Test func noClientCanSendTheActionButItIsNamedForReports() {
    #expect(EarnPointsAction.wireDecoders.isEmpty)
    #expect(EarnPointsAction.wireExamples.isEmpty)
    let action = EarnPointsAction.tripDidComplete(account: accountID(1), trip: orderID(2).retyped(), points: 12)
    #expect(action.wireName == "earnPoints.tripDidComplete")
    #expect(
      WireRecord(of: action) == [
        "account": .string(accountID(1).description), "points": .int(12), "trip": .string(orderID(2).description),
      ])
  }
}

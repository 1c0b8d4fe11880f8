import DomainValues
import Loyalty
import Testing
import UDF
import UDFTesting
import UDFWire

/// Crediting (a mediator's checked credit) and `loyalty.redeem`: each rule at its edges, every
/// refusal changing nothing, and the events each change publishes.
@Suite struct LoyaltyStateTests {
  @Test func theFirstCreditOpensTheAccountAndPublishesPointsEarned() throws {
    var state = LoyaltyState()
    let reduction = try reduce(&state, Credit(account: accountID(1), trip: tripID(1), points: 12))
    let account = try #require(state.account(accountID(1)))
    #expect(account.balance.value == 12)
    #expect(account.creditedTrips == [tripID(1)])
    #expect(state.creditedTo == [tripID(1): accountID(1)])
    #expect(Set(reduction.touched.keys) == [ObservationKey(accountID(1))])
    let earned = try PointsEarned(account: accountID(1), trip: tripID(1), points: Points(12), balance: Points(12))
    #expect(reduction.events.map { $0 as? PointsEarned } == [earned])
  }

  @Test func aLaterCreditAddsToTheBalanceAndLeavesOtherAccountsAlone() throws {
    let start = try credited([
      Credit(account: accountID(1), trip: tripID(1), points: 12),
      Credit(account: accountID(2), trip: tripID(2), points: 7),
    ])
    var state = start
    let reduction = try reduce(&state, Credit(account: accountID(1), trip: tripID(3), points: 1))
    #expect(state.account(accountID(1))?.balance.value == 13)
    #expect(state.account(accountID(1))?.creditedTrips == [tripID(1), tripID(3)])
    #expect(state.account(accountID(2)) == start.account(accountID(2)))
    #expect(state.accounts.map(\.id) == [accountID(1), accountID(2)], "accounts stay in opening order")
    #expect((reduction.events.first as? PointsEarned)?.balance.value == 13)
  }

  @Test func aCreditOfLessThanOnePointIsRefusedAndChangesNothing() throws {
    let start = try credited([Credit(account: accountID(1), trip: tripID(1), points: 12)])
    for points in [0, -1, Int.min] {
      expectRejection(
        reduce, from: start, Credit(account: accountID(1), trip: tripID(2), points: points), code: "invalidPoints")
    }
    expectRejection(
      reduce, from: LoyaltyState(), Credit(account: accountID(1), trip: tripID(1), points: 0), code: "invalidPoints")
  }

  @Test func aTripIsCreditedOnceToAnyAccountAndASecondCreditChangesNothing() throws {
    let start = try credited([Credit(account: accountID(1), trip: tripID(1), points: 12)])
    expectRejection(
      reduce, from: start, Credit(account: accountID(1), trip: tripID(1), points: 12), code: "alreadyCredited")
    expectRejection(
      reduce, from: start, Credit(account: accountID(2), trip: tripID(1), points: 3), code: "alreadyCredited")
  }

  @Test func aBalanceHoldsUpToTheMaximumAndNotOnePointMore() throws {
    let maximum = Points.maximum
    expectRejection(
      reduce, from: LoyaltyState(), Credit(account: accountID(1), trip: tripID(1), points: maximum + 1),
      code: "invalidPoints")
    let full = try credited([Credit(account: accountID(1), trip: tripID(1), points: maximum)])
    #expect(full.account(accountID(1))?.balance.value == maximum)
    expectRejection(
      reduce, from: full, Credit(account: accountID(1), trip: tripID(2), points: 1), code: "tooManyPoints")
    let almost = try credited([Credit(account: accountID(1), trip: tripID(1), points: maximum - 1)])
    var state = almost
    try reduce(&state, Credit(account: accountID(1), trip: tripID(2), points: 1))
    #expect(state.account(accountID(1))?.balance.value == maximum)
  }

  @Test func redeemingExactlyTheBalanceLeavesZeroAndPublishesRedeemed() throws {
    let start = try credited([Credit(account: accountID(1), trip: tripID(1), points: 12)])
    var state = start
    let reduction = try LoyaltyState.reduce(&state, .redeem(account: accountID(1), points: 12))
    #expect(state.account(accountID(1))?.balance == .zero)
    #expect(state.account(accountID(1))?.creditedTrips == [tripID(1)], "a redemption keeps the trips")
    #expect(Set(reduction.touched.keys) == [ObservationKey(accountID(1))])
    let redeemed = try PointsRedeemed(account: accountID(1), points: Points(12), balance: .zero)
    #expect(reduction.events.map { $0 as? PointsRedeemed } == [redeemed])
  }

  @Test func redeemingOnePointMoreThanTheBalanceIsRefusedAndChangesNothing() throws {
    let start = try credited([Credit(account: accountID(1), trip: tripID(1), points: 12)])
    expectRejection(
      LoyaltyState.reduce, from: start, .redeem(account: accountID(1), points: 13), code: "notEnoughPoints")
    var spent = start
    try LoyaltyState.reduce(&spent, .redeem(account: accountID(1), points: 12))
    expectRejection(
      LoyaltyState.reduce, from: spent, .redeem(account: accountID(1), points: 1), code: "notEnoughPoints")
  }

  @Test func redeemRefusesAnUnknownAccountThenFewerThanOnePoint() throws {
    let start = try credited([Credit(account: accountID(1), trip: tripID(1), points: 12)])
    expectRejection(LoyaltyState.reduce, from: start, .redeem(account: accountID(2), points: 1), code: "notFound")
    expectRejection(LoyaltyState.reduce, from: start, .redeem(account: accountID(2), points: 0), code: "notFound")
    for points in [0, -1] {
      expectRejection(
        LoyaltyState.reduce, from: start, .redeem(account: accountID(1), points: points), code: "invalidPoints")
    }
    var state = start
    try LoyaltyState.reduce(&state, .redeem(account: accountID(1), points: 1))
    #expect(state.account(accountID(1))?.balance.value == 11, "1 point, the smallest redemption, is accepted")
  }

  @Test func theWireShapeIsAccountAndPointsAndRoundTrips() throws {
    let action = LoyaltyAction.redeem(account: accountID(1), points: 5)
    #expect(action.wireName == "loyalty.redeem")
    let record = WireRecord(of: action)
    #expect(record == ["account": .string(accountID(1).description), "points": .int(5)])
    let decoder = try #require(LoyaltyAction.wireDecoders.first { $0.name == "loyalty.redeem" })
    #expect(try record.read(decoder.decode) == action)
    let withoutPoints: WireRecord = ["account": .string(accountID(1).description)]
    #expect(throws: Rejection.missingField("points")) { try withoutPoints.read(decoder.decode) }
    let textPoints: WireRecord = ["account": .string(accountID(1).description), "points": .string("5")]
    #expect(throws: Rejection.self) { try textPoints.read(decoder.decode) }
  }

  @Test func theEventsAreNamedAndShaped() throws {
    let earned = try PointsEarned(account: accountID(1), trip: tripID(2), points: Points(12), balance: Points(20))
    #expect(PointsEarned.name == "loyalty.pointsEarned")
    #expect(
      WireRecord(of: earned) == [
        "account": .string(accountID(1).description), "trip": .string(tripID(2).description), "points": .int(12),
        "balance": .int(20),
      ])
    let redeemed = try PointsRedeemed(account: accountID(1), points: Points(5), balance: Points(15))
    #expect(PointsRedeemed.name == "loyalty.redeemed")
    #expect(
      WireRecord(of: redeemed) == [
        "account": .string(accountID(1).description), "points": .int(5), "balance": .int(15),
      ])
  }
}

import DomainValues
import Loyalty
import Testing
import UDF
import UDFTesting
import UDFWire

/// The part `loyalty`, `[{id, balance, trips}]`: it restores the same state, through the same
/// rules, and refuses what the rules never make.
@Suite struct LoyaltyStoredStateTests {
  private func restore(_ stored: WireRecord) throws(Rejection) -> LoyaltyState {
    try stored.read { (fields) throws(Rejection) in try LoyaltyState.restore("loyalty", from: fields).value() }
  }

  private func stored(_ accounts: [WireRecord]) -> WireRecord {
    var record = WireRecord()
    record.objects("loyalty", accounts) { account, writer in writer = account }
    return record
  }

  private func account(_ id: ID<PointsAccount>, balance: Int, trips: [ID<CreditedTrip>]) -> WireRecord {
    var record = WireRecord()
    record.field("balance", balance)
    record.field("id", id)
    record.field("trips", ids: trips)
    return record
  }

  @Test func theStoredShapeRestoresTheSameState() throws {
    var state = try credited([
      Credit(account: accountID(1), trip: tripID(1), points: 12),
      Credit(account: accountID(2), trip: tripID(2), points: 3),
      Credit(account: accountID(1), trip: tripID(3), points: 4),
    ])
    try LoyaltyState.reduce(&state, .redeem(account: accountID(1), points: 5))
    var written = WireRecord()
    state.write(as: LoyaltyState.partName, to: &written)
    #expect(
      written
        == stored([
          account(accountID(1), balance: 11, trips: [tripID(1), tripID(3)]),
          account(accountID(2), balance: 3, trips: [tripID(2)]),
        ]))
    let restored = try restore(written)
    #expect(restored == state)
    #expect(restored.creditedTo[tripID(3)] == accountID(1), "the trip index is rebuilt")
    #expect(restored.entity(accountID(2).retyped(as: Never.self)) != nil)
  }

  @Test func anAccountListedTwiceIsRefused() {
    let twice = stored([account(accountID(1), balance: 1, trips: []), account(accountID(1), balance: 2, trips: [])])
    #expect(throws: LoyaltyError.accountAlreadyExists(accountID(1)).rejection) { try restore(twice) }
  }

  @Test func aTripCreditedTwiceInOneAccountOrTwoIsRefused() {
    let inOne = stored([account(accountID(1), balance: 2, trips: [tripID(1), tripID(1)])])
    #expect(throws: LoyaltyError.alreadyCredited(tripID(1)).rejection) { try restore(inOne) }
    let inTwo = stored([
      account(accountID(1), balance: 1, trips: [tripID(1)]), account(accountID(2), balance: 1, trips: [tripID(1)]),
    ])
    #expect(throws: LoyaltyError.alreadyCredited(tripID(1)).rejection) { try restore(inTwo) }
  }

  @Test func aBalanceOutsideZeroToTheMaximumIsRefusedNamingItsField() throws {
    for balance in [-1, Points.maximum + 1] {
      let rejection = #expect(throws: Rejection.self) {
        try restore(stored([account(accountID(1), balance: balance, trips: [])]))
      }
      #expect(rejection?.code == "invalidPoints")
      #expect(rejection?.message.contains("'loyalty[0].balance'") == true, "\(String(describing: rejection))")
    }
    let edges = try restore(
      stored([
        account(accountID(1), balance: 0, trips: []), account(accountID(2), balance: Points.maximum, trips: []),
      ]))
    #expect(edges.account(accountID(2))?.balance.value == Points.maximum)
  }

  @Test func anAccountWithoutTripsIsRefused() {
    var noTrips = WireRecord()
    noTrips.field("balance", 1)
    noTrips.field("id", accountID(1))
    #expect(throws: Rejection.missingField("loyalty[0].trips")) { try restore(stored([noTrips])) }
  }
}

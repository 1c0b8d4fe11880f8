import DomainValues
import Loyalty
import Testing
import UDF
import UDFTesting

/// Thousands of random credits and redemptions, valid and not, checked against a naive ledger
/// after every step: each balance is its credits minus its redemptions and never negative, and
/// each trip is credited once, to one account.
@Suite struct LoyaltyStateRandomizedTests {
  /// What the ledger remembers: every accepted credit and redemption.
  private struct Ledger {
    var credits: [ID<PointsAccount>: Int] = [:]
    var redemptions: [ID<PointsAccount>: Int] = [:]
    var tripOwners: [ID<CreditedTrip>: ID<PointsAccount>] = [:]
    var opened: [ID<PointsAccount>] = []

    func balance(_ account: ID<PointsAccount>) -> Int {
      credits[account, default: 0] - redemptions[account, default: 0]
    }

    /// The code the rules give for this credit, or nil after recording it.
    mutating func credit(_ credit: Credit) -> String? {
      if credit.points < 1 || credit.points > Points.maximum { return "invalidPoints" }
      if tripOwners[credit.trip] != nil { return "alreadyCredited" }
      if balance(credit.account) > Points.maximum - credit.points { return "tooManyPoints" }
      if !opened.contains(credit.account) { opened.append(credit.account) }
      credits[credit.account, default: 0] += credit.points
      tripOwners[credit.trip] = credit.account
      return nil
    }

    /// The code the rules give for this redemption, or nil after recording it.
    mutating func redeem(_ account: ID<PointsAccount>, _ points: Int) -> String? {
      guard opened.contains(account) else { return "notFound" }
      if points < 1 || points > Points.maximum { return "invalidPoints" }
      if points > balance(account) { return "notEnoughPoints" }
      redemptions[account, default: 0] += points
      return nil
    }
  }

  private static let seed: UInt64 = 0x10_7A17
  private static let accounts = (1...4).map { accountID(UInt8($0)) }
  private static let trips = (1...40).map { tripID(UInt8($0)) }
  private static let amounts = [-1, 0, 1, 2, 5, 12, 30, Points.maximum, Points.maximum + 1]

  /// Everything that must hold after any step; the first broken rule, or nil.
  private static func brokenInvariant(_ state: LoyaltyState, _ ledger: Ledger) -> String? {
    if state.accounts.map(\.id) != ledger.opened { return "accounts differ from the ledger's, in opening order" }
    var owners: [ID<CreditedTrip>: ID<PointsAccount>] = [:]
    for account in state.accounts {
      if account.balance.value < 0 { return "account \(account.id) is negative" }
      if account.balance.value != ledger.balance(account.id) {
        return "account \(account.id) holds \(account.balance), not its credits minus its redemptions"
      }
      for trip in account.creditedTrips where owners.updateValue(account.id, forKey: trip) != nil {
        return "trip \(trip) is credited twice"
      }
    }
    if owners != ledger.tripOwners { return "the credited trips differ from the ledger's" }
    return state.creditedTo == owners ? nil : "the trip index disagrees with the accounts"
  }

  @Test func randomCreditsAndRedemptionsKeepEveryRule() {
    var random = SeededGenerator(seed: Self.seed)
    var state = LoyaltyState()
    var ledger = Ledger()
    var codes: [String: Int] = [:]
    for step in 0..<3_000 {
      let account = random.pick(Self.accounts)
      let points = random.pick(Self.amounts)
      let before = state
      let expected: String?
      let context: String
      let outcome: Result<Void, Rejection>
      if random.chance(60) {
        let credit = Credit(account: account, trip: random.pick(Self.trips), points: points)
        context = "seed \(Self.seed), step \(step), \(credit)"
        expected = ledger.credit(credit)
        outcome = Result { () throws(Rejection) in _ = try reduce(&state, credit) }
      } else {
        context = "seed \(Self.seed), step \(step), redeem \(points) from \(account)"
        expected = ledger.redeem(account, points)
        outcome = Result { () throws(Rejection) in
          _ = try LoyaltyState.reduce(&state, .redeem(account: account, points: points))
        }
      }
      switch outcome {
      case .success:
        guard expected == nil else {
          Issue.record("accepted; the ledger expected \(expected ?? "") (\(context))")
          return
        }
      case .failure(let error):
        codes[error.code, default: 0] += 1
        checkRefusalLeftStateEqual(before, state, action: context)
        guard error.code == expected else {
          Issue.record("refused with \(error.code); the ledger expected \(expected ?? "acceptance") (\(context))")
          return
        }
      }
      if let broken = Self.brokenInvariant(state, ledger) {
        Issue.record("\(broken) (\(context))")
        return
      }
    }
    #expect(
      Set(codes.keys) == ["invalidPoints", "alreadyCredited", "tooManyPoints", "notFound", "notEnoughPoints"],
      "\(codes)")
    #expect(ledger.tripOwners.count > 20 && ledger.redemptions.values.reduce(0, +) > 0, "seed \(Self.seed): both ran")
  }
}

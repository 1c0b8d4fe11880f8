import DomainValues
import UDF

/// Every points account, in the order it was opened, with constant-time lookup by account and by
/// credited trip.
///
/// Invariant: a trip is credited once, to one account, and `creditedTo` agrees with the accounts'
/// `creditedTrips`. Only this file changes the state, through its reducer (`loyalty.redeem`) and
/// the checked credit mediators get from `checkCredit`, so the invariant cannot be broken from
/// outside.
public struct LoyaltyState: Equatable, Sendable {
  /// The accounts in the order they were opened.
  public fileprivate(set) var accounts = EntityTable<PointsAccount>()
  /// The account each credited trip earned for.
  public fileprivate(set) var creditedTo: [ID<CreditedTrip>: ID<PointsAccount>] = [:]

  /// No accounts.
  public init() {}

  /// The accounts restored from a stored state, in order; refuses an account ID listed twice
  /// (`alreadyExists`) and a trip credited twice (`alreadyCredited`), in one account or two.
  public init(accounts: [PointsAccount]) throws(LoyaltyError) {
    var ids = Set<ID<PointsAccount>>(minimumCapacity: accounts.count)
    for account in accounts {
      guard ids.insert(account.id).inserted else { throw .accountAlreadyExists(account.id) }
      for trip in account.creditedTrips where creditedTo.updateValue(account.id, forKey: trip) != nil {
        throw .alreadyCredited(trip)
      }
    }
    self.accounts = EntityTable(accounts)
  }

  /// The account with this ID, if any.
  public func account(_ id: ID<PointsAccount>) -> PointsAccount? {
    accounts[id]
  }

  // MARK: - Checked changes for mediators

  /// Checks crediting `points` to `account` for `trip`, changing nothing: the points are a valid
  /// number of at least 1 (`invalidPoints`), the trip earned nothing yet in any account
  /// (`alreadyCredited`), the balance stays within `Points.maximum` (`tooManyPoints`). The first
  /// credit of an account opens it.
  ///
  /// Mediators check every domain first and apply after, so they never leave half a change.
  public func checkCredit(
    account: ID<PointsAccount>, trip: ID<CreditedTrip>, points: Int
  ) throws(Rejection) -> LoyaltyCredit {
    try validated { () throws(LoyaltyError) in
      let amount = try Self.amount(points)
      guard creditedTo[trip] == nil else { throw .alreadyCredited(trip) }
      let credited = try (accounts[account] ?? PointsAccount(opening: account)).crediting(amount, for: trip)
      return LoyaltyCredit(account: credited, trip: trip, points: amount)
    }
  }

  /// `points` as an amount to credit or redeem: at least 1 (`invalidPoints`) and at most
  /// `Points.maximum` (`invalidPoints`, out of range).
  private static func amount(_ points: Int) throws(LoyaltyError) -> Points {
    guard points >= 1 else { throw .invalidPoints(points) }
    return try Points(points)
  }

  /// Makes a checked credit true and publishes `loyalty.pointsEarned`.
  public mutating func apply<A>(_ credit: LoyaltyCredit, _ reduction: inout Reduction<A>) {
    creditedTo[credit.trip] = credit.account.id
    accounts.upsert(credit.account, &reduction)
    reduction.publish(
      PointsEarned(
        account: credit.account.id, trip: credit.trip, points: credit.points, balance: credit.account.balance))
  }
}

/// A checked credit: the account as it will be after earning `points` for `trip`. Only
/// `LoyaltyState.checkCredit` makes one, so applying it cannot fail.
public struct LoyaltyCredit: Equatable, Sendable {
  /// The account after the credit (opened by it when it is the first).
  public let account: PointsAccount
  /// The credited trip.
  public let trip: ID<CreditedTrip>
  /// The points earned.
  public let points: Points

  fileprivate init(account: PointsAccount, trip: ID<CreditedTrip>, points: Points) {
    self.account = account
    self.trip = trip
    self.points = points
  }
}

// MARK: - Reducer

extension LoyaltyState: Reducer {
  /// What a Loyalty action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// An account spends points.
    case redeem(LoyaltyRedemption)
  }

  /// Checks a Loyalty action against the accounts, changing nothing.
  public static func check(
    _ action: LoyaltyAction, in state: LoyaltyState
  ) throws(Rejection) -> Change {
    switch action {
    case .redeem(let id, let points):
      return try validated { () throws(LoyaltyError) in
        guard let account = state.accounts[id] else { throw .notFound(id) }
        let amount = try Self.amount(points)
        return .redeem(LoyaltyRedemption(account: try account.redeeming(amount), points: amount))
      }
    }
  }

  /// Makes a checked change true and publishes its event.
  public static func apply(
    _ change: Change,
    to state: inout LoyaltyState,
    _ reduction: inout Reduction<LoyaltyAction>
  ) {
    switch change {
    case .redeem(let redemption):
      state.accounts.upsert(redemption.account, &reduction)
      reduction.publish(
        PointsRedeemed(account: redemption.account.id, points: redemption.points, balance: redemption.account.balance))
    }
  }
}

/// A checked redemption: the account as it will be after spending `points`. Only `LoyaltyState`
/// makes one.
public struct LoyaltyRedemption: Equatable, Sendable {
  /// The account after spending the points.
  public let account: PointsAccount
  /// The points spent.
  public let points: Points

  fileprivate init(account: PointsAccount, points: Points) {
    self.account = account
    self.points = points
  }
}

import DomainValues
import UDF

/// A driver's loyalty account: the points they hold and the trips that earned them.
///
/// An entity: its ID is the driver's (retyped, so Loyalty knows no driver), and it changes only
/// through `crediting(_:for:)` and `redeeming(_:)`, which keep the balance from 0 to
/// `Points.maximum` and credit each trip once.
public struct PointsAccount: Hashable, Sendable, Identified {
  /// The account's identity: the driver's ID, retyped.
  public let id: ID<PointsAccount>
  /// The points the account holds now.
  public private(set) var balance: Points
  /// The trips credited to this account, in the order they were credited, each once.
  public private(set) var creditedTrips: [ID<CreditedTrip>]

  /// An account with no points and no trips: what the first credit opens.
  public init(opening id: ID<PointsAccount>) {
    self.init(id: id, balance: .zero, creditedTrips: [])
  }

  /// An account from already valid parts (a restore, which checks the trips are distinct).
  public init(id: ID<PointsAccount>, balance: Points, creditedTrips: [ID<CreditedTrip>]) {
    self.id = id
    self.balance = balance
    self.creditedTrips = creditedTrips
  }

  /// Whether `trip` was credited to this account.
  public func hasCredited(_ trip: ID<CreditedTrip>) -> Bool {
    creditedTrips.contains(trip)
  }

  /// The account after earning `points` for `trip`: refuses no points (`invalidPoints`), a trip
  /// already credited (`alreadyCredited`) and a balance past `Points.maximum` (`tooManyPoints`).
  public func crediting(_ points: Points, for trip: ID<CreditedTrip>) throws(LoyaltyError) -> PointsAccount {
    guard points > .zero else { throw .invalidPoints(points.value) }
    guard !hasCredited(trip) else { throw .alreadyCredited(trip) }
    guard points.value <= Points.maximum - balance.value else {
      throw .tooManyPoints(account: id, balance: balance, adding: points)
    }
    var credited = self
    credited.balance = try Points(balance.value + points.value)
    credited.creditedTrips.append(trip)
    return credited
  }

  /// The account after spending `points`: refuses no points (`invalidPoints`) and more than the
  /// balance (`notEnoughPoints`); redeeming exactly the balance leaves zero.
  public func redeeming(_ points: Points) throws(LoyaltyError) -> PointsAccount {
    guard points > .zero else { throw .invalidPoints(points.value) }
    guard points <= balance else { throw .notEnoughPoints(account: id, balance: balance, asked: points) }
    var redeemed = self
    redeemed.balance = try Points(balance.value - points.value)
    return redeemed
  }
}

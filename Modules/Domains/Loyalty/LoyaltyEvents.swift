import DomainValues
import UDF

/// An account earned points for a trip: published by `apply` of a checked `LoyaltyCredit`.
///
/// Part of the Loyalty domain's public contract, listed in its README, for modules that react to
/// it (`reactsTo` in their `module.json`).
public struct PointsEarned: DomainEvent, Equatable {
  /// `loyalty.pointsEarned`.
  public static let name = "loyalty.pointsEarned"
  /// The credited account.
  public let account: ID<PointsAccount>
  /// The trip that earned the points.
  public let trip: ID<CreditedTrip>
  /// The points earned.
  public let points: Points
  /// The account's balance after the credit.
  public let balance: Points

  /// `account` earned `points` for `trip` and now holds `balance`.
  public init(account: ID<PointsAccount>, trip: ID<CreditedTrip>, points: Points, balance: Points) {
    self.account = account
    self.trip = trip
    self.points = points
    self.balance = balance
  }

  /// Writes `{account, trip, points, balance}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("account", account)
    writer.field("trip", trip)
    writer.field("points", points.value)
    writer.field("balance", balance.value)
  }
}

/// An account spent points (`loyalty.redeem`).
public struct PointsRedeemed: DomainEvent, Equatable {
  /// `loyalty.redeemed`.
  public static let name = "loyalty.redeemed"
  /// The account.
  public let account: ID<PointsAccount>
  /// The points spent.
  public let points: Points
  /// The account's balance after spending them.
  public let balance: Points

  /// `account` spent `points` and now holds `balance`.
  public init(account: ID<PointsAccount>, points: Points, balance: Points) {
    self.account = account
    self.points = points
    self.balance = balance
  }

  /// Writes `{account, points, balance}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("account", account)
    writer.field("points", points.value)
    writer.field("balance", balance.value)
  }
}

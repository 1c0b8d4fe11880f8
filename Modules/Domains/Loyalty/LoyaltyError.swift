import DomainValues
import UDF

/// Why the Loyalty domain refused something, in its own words.
///
/// Entities and value objects throw this typed error; the state reports it as the one `Rejection`
/// the store understands, with a stable code.
public enum LoyaltyError: Error, Equatable, Sendable, RejectionConvertible {
  /// A number of points below 0 or above `Points.maximum`.
  case pointsOutOfRange(Int)
  /// A credit or a redemption of fewer than 1 point.
  case invalidPoints(Int)
  /// No account has this ID.
  case notFound(ID<PointsAccount>)
  /// The trip's points were already credited: a trip earns once.
  case alreadyCredited(ID<CreditedTrip>)
  /// The account holds fewer points than asked.
  case notEnoughPoints(account: ID<PointsAccount>, balance: Points, asked: Points)
  /// The credit would take the balance past `Points.maximum`.
  case tooManyPoints(account: ID<PointsAccount>, balance: Points, adding: Points)
  /// Two accounts with this ID (a damaged stored state).
  case accountAlreadyExists(ID<PointsAccount>)

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .pointsOutOfRange(let value):
      Rejection(
        code: "invalidPoints", message: "points are a whole number from 0 to \(Points.maximum), not \(value)")
    case .invalidPoints(let value):
      Rejection(code: "invalidPoints", message: "a credit or a redemption moves at least 1 point, not \(value)")
    case .notFound(let id):
      .notFound("account", id)
    case .alreadyCredited(let trip):
      Rejection(code: "alreadyCredited", message: "trip \(trip) already earned its points; a trip earns once")
    case .notEnoughPoints(let account, let balance, let asked):
      Rejection(
        code: "notEnoughPoints", message: "account \(account) holds \(balance) points, fewer than the \(asked) asked")
    case .tooManyPoints(let account, let balance, let adding):
      Rejection(
        code: "tooManyPoints",
        message: "account \(account) holds \(balance) points; \(adding) more would pass the most an account holds, "
          + "\(Points.maximum)")
    case .accountAlreadyExists(let id):
      .alreadyExists("account", id)
    }
  }
}

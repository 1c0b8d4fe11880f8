import DomainValues
import UDF

/// Why the Rating domain refused something, in its own words; reported as one stable `Rejection`.
public enum RatingError: Error, Equatable, Sendable, RejectionConvertible {
  /// The stars are not a whole number from 1 to 5.
  case starsOffTheScale(Int)
  /// The trimmed comment has more characters than `RatingComment.maximumLength`.
  case commentTooLong(Int)
  /// The order already has a rating: one per order.
  case alreadyRated(ID<RatedOrder>)
  /// A rating with this ID already exists.
  case ratingAlreadyExists(ID<RideRating>)

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .starsOffTheScale(let stars):
      return Rejection(
        code: "starsOffTheScale", message: "a rating has \(Stars.lowest) to \(Stars.highest) stars, not \(stars)")
    case .commentTooLong(let count):
      return Rejection(
        code: "commentTooLong",
        message: "a comment has at most \(RatingComment.maximumLength) characters, this one \(count)")
    case .alreadyRated(let order):
      return Rejection(code: "alreadyRated", message: "order \(order) is already rated; a ride is rated once")
    case .ratingAlreadyExists(let id):
      return .alreadyExists("rating", id)
    }
  }
}

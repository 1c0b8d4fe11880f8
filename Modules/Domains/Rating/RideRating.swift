import DomainValues
import UDF

/// A rider's rating of one completed ride: the aggregate root of the Rating domain.
///
/// It holds the order it rates by typed ID only; whether that order exists and is completed is a
/// rule across domains, checked by the RateRide mediator before a rating is made.
public struct RideRating: Hashable, Sendable, Identified {
  /// The rating's identity.
  public let id: ID<RideRating>
  /// The order (ride) it rates.
  public let order: ID<RatedOrder>
  /// The stars given.
  public let stars: Stars
  /// What the rider wrote, if anything.
  public let comment: RatingComment?
  /// When it was given.
  public let ratedAt: Timestamp

  /// A rating of `order` from raw values, through the value objects' rules.
  public static func rate(
    id: ID<RideRating>, order: ID<RatedOrder>, stars: Int, comment: String?, at time: Timestamp
  ) throws(RatingError) -> RideRating {
    RideRating(
      id: id, order: order, stars: try Stars(stars), comment: try comment.flatMap(RatingComment.init), ratedAt: time)
  }

  private init(id: ID<RideRating>, order: ID<RatedOrder>, stars: Stars, comment: RatingComment?, ratedAt: Timestamp) {
    self.id = id
    self.order = order
    self.stars = stars
    self.comment = comment
    self.ratedAt = ratedAt
  }
}

import DomainValues
import Order
import Rating
import UDF

/// The mediator between Order and Rating: a ride may be rated once it is completed.
///
/// Neither domain knows the other. `check` asks Order whether the ride exists and is completed,
/// then Rating whether the rating itself is allowed (its stars, its comment, one per order), and
/// changes nothing; `apply` stores the rating and publishes `ride.rated`. Refusals follow the
/// protocol's precedence: `notFound`, then `rideNotCompleted`, then the rating's own rules.
public enum RateRideFeature {
  /// A checked rating.
  public typealias Change = RatingChange

  /// Checks `action` against the orders and the ratings, changing neither.
  public static func check(
    _ action: RateRideAction, orders: OrdersState, ratings: RatingsState
  ) throws(Rejection) -> Change {
    switch action {
    case .rate(let id, let order, let stars, let comment, let time):
      guard let ride = orders.order(order) else { throw .notFound("order", order) }
      guard ride.status == .completed else {
        throw Rejection(
          code: "rideNotCompleted", message: "order \(order) is \(ride.status.rawValue); only a completed ride is rated"
        )
      }
      return try ratings.checkRate(id: id, order: order.retyped(), stars: stars, comment: comment, at: time)
    }
  }

  /// Stores a checked rating and publishes `ride.rated`; the orders are unchanged.
  public static func apply(
    _ change: Change, orders: OrdersState, ratings: inout RatingsState,
    _ reduction: inout Reduction<RateRideAction>
  ) {
    reduction.publish(
      RideRated(rating: change.rating.id, order: change.rating.order.retyped(), stars: change.rating.stars.value))
    ratings.apply(change, &reduction)
  }
}

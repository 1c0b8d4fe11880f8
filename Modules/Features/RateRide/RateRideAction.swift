import DomainValues
import Order
import Rating
import UDF

/// What a rider does with a finished ride: rates it.
public enum RateRideAction: Action, Equatable {
  /// The rider rated the ride of `order` with `stars` (1-5) and maybe a comment, at `at`.
  case rate(id: ID<RideRating>, order: ID<RideOrder>, stars: Int, comment: String?, at: Timestamp)
}

import DomainValues
import Order
import Rating
import UDF
import UDFWire

/// A ride was rated; carries the stars so a driver's score can be kept without querying back.
public struct RideRated: DomainEvent, Equatable {
  public static let name = "ride.rated"
  /// The new rating.
  public let rating: ID<RideRating>
  /// The rated order.
  public let order: ID<RideOrder>
  /// The stars given.
  public let stars: Int

  /// The event for a rating of `order`.
  public init(rating: ID<RideRating>, order: ID<RideOrder>, stars: Int) {
    self.rating = rating
    self.order = order
    self.stars = stars
  }

  /// Writes `{rating, order, stars}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("rating", rating)
    writer.field("order", order)
    writer.field("stars", stars)
  }
}

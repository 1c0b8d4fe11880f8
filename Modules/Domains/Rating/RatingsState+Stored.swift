import UDF
import UDFWire

extension RatingsState: EntityTableState {
  /// `state.get`'s `ratings`: every rating in the order it was given.
  public static let partName = "ratings"

  /// The ratings, each in its state shape.
  public var table: EntityTable<RideRating> { ratings }

  /// The ratings read back through the rating rules, one per order.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<RatingsState> {
    let ratings = try fields.objects(key, RideRating.init(restoring:))
    return .value(try validated { () throws(RatingError) in try RatingsState(ratings: ratings) })
  }
}

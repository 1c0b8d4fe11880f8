import DomainValues
import UDF
import UDFWire

// The Rating domain's wire shapes, written once: a rating in a state dump and a snapshot.

extension RideRating: WireWritable {
  /// `{comment, id, order, ratedAt, stars}` (sorted keys; `comment` null when there is none).
  public func write(to writer: inout some FieldWriter) {
    writer.field("comment", comment?.text)
    writer.field("id", id)
    writer.field("order", order)
    writer.field("ratedAt", ratedAt)
    writer.field("stars", stars.value)
  }

  /// Restores a rating from its state shape through the same rules as rating a ride.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let id: ID<RideRating> = try fields.id("id")
    let order: ID<RatedOrder> = try fields.id("order")
    let stars = try fields.int("stars")
    let comment = try fields.optionalString("comment")
    guard let time = try fields.optionalTime("ratedAt") else { throw .missingField(fields.path("ratedAt")) }
    self = try validated { () throws(RatingError) in
      try RideRating.rate(id: id, order: order, stars: stars, comment: comment, at: time)
    }
  }
}

import Order
import Rating
import UDF
import UDFWire

// The RateRide feature's wire shapes, written once.

extension RateRideAction: WireAction {
  /// `ride.rate {id?, order, stars, comment?, at?}`.
  public static let wireDecoders = [
    WireDecoder<RateRideAction>("ride.rate", fields: "id?, order, stars, comment?, at?") { (fields) throws(Rejection) in
      .rate(
        id: try fields.newID("id", as: RideRating.self), order: try fields.id("order"), stars: try fields.int("stars"),
        comment: try fields.optionalString("comment"), at: try fields.timeOrNow("at"))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .rate: "ride.rate"
    }
  }

  /// The action's fields, the ID and time filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .rate(let id, let order, let stars, let comment, let time):
      writer.field("at", time)
      if let comment { writer.field("comment", comment) }
      writer.field("id", id)
      writer.field("order", order)
      writer.field("stars", stars)
    }
  }
}

extension RateRideAction: WireExamples {
  /// A rating with every field, and one without a comment.
  public static let wireExamples: [RateRideAction] = [
    .rate(id: .example(0x5A), order: .example(0xD5), stars: 5, comment: "Smooth ride", at: .example(minutes: 45)),
    // A rating without a comment: the protocol checks take every example, so `comment` is optional.
    .rate(id: .example(0x5B), order: .example(0xD6), stars: 1, comment: nil, at: .example(minutes: 46)),
  ]
}

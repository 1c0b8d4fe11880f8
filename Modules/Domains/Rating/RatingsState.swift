import DomainValues
import UDF

/// Every rating, in the order it was given, with constant-time lookup by rating and by order.
///
/// Invariant: an order has at most one rating, and `byOrder` agrees with the ratings. Only this
/// file changes the state, through the checked change mediators get from `checkRate`, so the
/// invariant cannot be broken from outside.
public struct RatingsState: Equatable, Sendable {
  /// The ratings in the order they were given.
  public fileprivate(set) var ratings = EntityTable<RideRating>()
  /// The rating of each rated order.
  public fileprivate(set) var byOrder: [ID<RatedOrder>: ID<RideRating>] = [:]

  /// No ratings.
  public init() {}

  /// The ratings restored from a snapshot; refuses an order rated twice or an ID used twice.
  public init(ratings: [RideRating]) throws(RatingError) {
    var ids = Set<ID<RideRating>>(minimumCapacity: ratings.count)
    for rating in ratings {
      guard ids.insert(rating.id).inserted else { throw .ratingAlreadyExists(rating.id) }
      guard byOrder.updateValue(rating.id, forKey: rating.order) == nil else { throw .alreadyRated(rating.order) }
    }
    self.ratings = EntityTable(ratings)
  }

  /// The rating with this ID, if any.
  public func rating(_ id: ID<RideRating>) -> RideRating? {
    ratings[id]
  }

  /// The rating of `order`, if it was rated.
  public func rating(of order: ID<RatedOrder>) -> RideRating? {
    byOrder[order].flatMap { ratings[$0] }
  }

  /// Checks a new rating: its ID is new (`alreadyExists`), its order not rated yet (`alreadyRated`),
  /// its stars and comment on the rules; changes nothing. Applying the change stores it.
  public func checkRate(
    id: ID<RideRating>, order: ID<RatedOrder>, stars: Int, comment: String?, at time: Timestamp
  ) throws(Rejection) -> RatingChange {
    try validated { () throws(RatingError) in
      guard ratings[id] == nil else { throw .ratingAlreadyExists(id) }
      guard byOrder[order] == nil else { throw .alreadyRated(order) }
      return RatingChange(rating: try RideRating.rate(id: id, order: order, stars: stars, comment: comment, at: time))
    }
  }

  /// Makes a checked rating true, recording it as touched.
  public mutating func apply<A>(_ change: RatingChange, _ reduction: inout Reduction<A>) {
    byOrder[change.rating.order] = change.rating.id
    ratings.upsert(change.rating, &reduction)
  }
}

/// A checked new rating; only `RatingsState.checkRate` makes one, so applying it cannot fail.
public struct RatingChange: Equatable, Sendable {
  /// The rating to store.
  public let rating: RideRating

  fileprivate init(rating: RideRating) {
    self.rating = rating
  }
}

import DomainValues
import Order
import RateRide
import Rating
import Testing
import UDF
import UDFTesting
import UDFWire

/// The two domains RateRide mediates, side by side, so a test compares both in one `==`.
struct RideWorld: Equatable, Reducer {
  var orders: OrdersState
  var ratings = RatingsState()

  static func check(_ action: RateRideAction, in world: RideWorld) throws(Rejection) -> RateRideFeature.Change {
    try RateRideFeature.check(action, orders: world.orders, ratings: world.ratings)
  }

  static func apply(
    _ change: RateRideFeature.Change, to world: inout RideWorld, _ reduction: inout Reduction<RateRideAction>
  ) {
    RateRideFeature.apply(change, orders: world.orders, ratings: &world.ratings, &reduction)
  }
}

func order(_ number: UInt8, _ status: OrderStatus) throws -> RideOrder {
  RideOrder(id: .example(number), fare: try Fare("12.50"), status: status)
}

func rate(_ order: UInt8, id: UInt8 = 0x5A, stars: Int = 4, comment: String? = nil) -> RateRideAction {
  .rate(id: .example(id), order: .example(order), stars: stars, comment: comment, at: .example(minutes: 5))
}

@Suite struct RateRideTests {
  let world = RideWorld(
    orders: OrdersState(orders: [
      try! order(1, .initial), try! order(2, .inProgress), try! order(3, .completed), try! order(4, .cancelled),
    ]))

  @Test func aCompletedRideIsRatedAndTheRatingPublished() throws {
    var after = world
    let reduction = try RideWorld.reduce(&after, rate(3, stars: 5, comment: "  Smooth  "))
    let rating = try #require(after.ratings.rating(of: ID<RideOrder>.example(3).retyped()))
    #expect(rating.stars.value == 5)
    #expect(rating.comment?.text == "Smooth")
    #expect(rating.ratedAt == .example(minutes: 5))
    #expect(after.orders == world.orders, "the order is not changed by its rating")
    #expect(reduction.events.count == 1)
    #expect(reduction.events.first as? RideRated == RideRated(rating: .example(0x5A), order: .example(3), stars: 5))
  }

  @Test(arguments: [(UInt8(1), "initial"), (2, "inProgress"), (4, "cancelled")])
  func aRideThatIsNotCompletedIsNotRated(order: UInt8, status: String) {
    let rejection = expectRejection(RideWorld.reduce, from: world, rate(order), code: "rideNotCompleted")
    #expect(rejection?.message.contains(status) == true)
  }

  @Test func anUnknownOrderIsNotFoundBeforeAnyRatingRule() {
    expectRejection(RideWorld.reduce, from: world, rate(9, stars: 0), code: "notFound")
  }

  @Test func theRideRuleComesBeforeTheRatingRules() {
    expectRejection(RideWorld.reduce, from: world, rate(1, stars: 9), code: "rideNotCompleted")
  }

  @Test func theRatingRulesAtTheirEdges() throws {
    expectRejection(RideWorld.reduce, from: world, rate(3, stars: 0), code: "starsOffTheScale")
    expectRejection(RideWorld.reduce, from: world, rate(3, stars: 6), code: "starsOffTheScale")
    expectRejection(
      RideWorld.reduce, from: world, rate(3, comment: String(repeating: "x", count: 281)), code: "commentTooLong")
    for stars in 1...5 {
      var after = world
      try RideWorld.reduce(&after, rate(3, stars: stars, comment: String(repeating: "x", count: 280)))
      #expect(after.ratings.ratings.count == 1)
    }
  }

  @Test func aRideIsRatedOnce() throws {
    var once = world
    try RideWorld.reduce(&once, rate(3))
    expectRejection(RideWorld.reduce, from: once, rate(3, id: 0x5B), code: "alreadyRated")
    expectRejection(RideWorld.reduce, from: once, rate(3), code: "alreadyExists")
  }
}

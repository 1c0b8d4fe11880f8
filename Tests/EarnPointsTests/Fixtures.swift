import DomainValues
import EarnPoints
import Loyalty
import Order
import TakeOrder
import UDF
import UDFTesting

/// The states EarnPoints mediates, side by side, so a test compares them all in one `==`.
struct EarnPointsWorld: Equatable, Reducer {
  var loyalty = LoyaltyState()
  var orders = OrdersState()

  static func check(
    _ action: EarnPointsAction, in world: EarnPointsWorld
  ) throws(Rejection) -> EarnPointsFeature.Change {
    try EarnPointsFeature.check(action, loyalty: world.loyalty, orders: world.orders)
  }

  static func apply(
    _ change: EarnPointsFeature.Change, to world: inout EarnPointsWorld,
    _ reduction: inout Reduction<EarnPointsAction>
  ) {
    EarnPointsFeature.apply(change, loyalty: &world.loyalty, orders: world.orders, &reduction)
  }

  /// The reaction to `trip` in this world, as the App runs it after TakeOrder's `trip.complete`.
  func react(to trip: TripCompleted) -> EarnPointsAction? {
    EarnPointsFeature.react(to: trip, loyalty: loyalty, orders: orders)
  }
}

/// A fixed, readable order ID ending in `number` (UDFTesting's `fixedID`, kind 0x0D).
func orderID(_ number: UInt8) -> ID<RideOrder> { fixedID(number, kind: 0x0D) }

/// The account of driver `number`: the driver's ID (kind 0x0C), as Loyalty knows it.
func accountID(_ number: UInt8) -> ID<PointsAccount> { fixedID(number, kind: 0x0C) }

/// TakeOrder's event for driver `driver` completing order `order` at `fare`, made here without
/// TakeOrder's reducer.
func trip(order: UInt8, driver: UInt8, fare: String) throws -> TripCompleted {
  TripCompleted(order: orderID(order), driver: fixedID(driver, kind: 0x0C), fare: try Fare(fare))
}

/// A world whose orders have these fares and statuses, and no accounts.
func world(_ orders: [(UInt8, String, OrderStatus)]) throws -> EarnPointsWorld {
  var world = EarnPointsWorld()
  world.orders = OrdersState(
    orders: try orders.map { number, fare, status in
      RideOrder(id: orderID(number), fare: try Fare(fare), status: status)
    }
  )
  return world
}

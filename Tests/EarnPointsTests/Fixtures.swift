import DomainValues
import EarnPoints
import Loyalty
import Order
import UDF
import UDFTesting

/// The states EarnPoints mediates, side by side, so a test compares them all in one `==`.
struct EarnPointsWorld: Equatable, Reducer {
  var loyalty = LoyaltyState()
  var orders = OrdersState()

  static func check(
    _ action: EarnPointsAction, in world: EarnPointsWorld
  ) throws(Rejection) -> EarnPointsFeature.Change {
    try EarnPointsFeature.check(
      action,
      loyalty: world.loyalty,
      orders: world.orders)
  }

  static func apply(
    _ change: EarnPointsFeature.Change, to world: inout EarnPointsWorld,
    _ reduction: inout Reduction<EarnPointsAction>
  ) {
    EarnPointsFeature.apply(
      change,
      loyalty: &world.loyalty,
      orders: &world.orders,
      &reduction)
  }
}

/// A fixed, readable note ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
func noteID(_ number: UInt8) -> ID<EarnPointsNoted> { fixedID(number, kind: 0x0E) }

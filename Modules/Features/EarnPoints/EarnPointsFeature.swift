import DomainValues
import Foundation
import Loyalty
import Order
import TakeOrder
import UDF

/// The policy "whenever a trip is completed, credit the driver's account": a mediator between
/// Loyalty and Order that reacts to TakeOrder's `trip.completed` without TakeOrder knowing.
///
/// `react` turns the event into a credit of one point per whole unit of the fare; `check` asks
/// Order whether the trip's order is completed and Loyalty whether the credit is allowed (a trip
/// earns once), changing nothing; `apply` makes the credit true. A refused credit never undoes the
/// trip: the App reports it as `reaction.refused`.
public enum EarnPointsFeature {
  /// A checked credit.
  public typealias Change = LoyaltyCredit

  /// The credit a completed trip earns its driver, or nil when its fare earns no point.
  public static func react(to trip: TripCompleted, loyalty: LoyaltyState, orders: OrdersState) -> EarnPointsAction? {
    guard let points = points(for: trip.fare) else { return nil }
    return .tripDidComplete(account: trip.driver.retyped(), trip: trip.order.retyped(), points: points)
  }

  /// The rule: one point per whole unit of the fare, rounded down ("12.50" earns 12), nil under one
  /// unit ("0.99"). A fare of more whole units than `Points.maximum` asks for `Int.max` points,
  /// which Loyalty refuses (`invalidPoints`, reported) rather than crediting a wrong number.
  public static func points(for fare: Fare) -> Int? {
    var amount = fare.amount
    var whole = Decimal()
    NSDecimalRound(&whole, &amount, 0, .down)
    guard whole >= 1 else { return nil }
    guard whole <= Decimal(Points.maximum) else { return Int.max }
    return NSDecimalNumber(decimal: whole).intValue
  }

  /// Checks a credit against the orders and the accounts, changing neither: the trip's order
  /// exists (`notFound`) and is completed (`tripNotCompleted`), then Loyalty's rules
  /// (`invalidPoints`, `alreadyCredited`, `tooManyPoints`).
  public static func check(
    _ action: EarnPointsAction,
    loyalty: LoyaltyState,
    orders: OrdersState
  ) throws(Rejection) -> Change {
    switch action {
    case .tripDidComplete(let account, let trip, let points):
      let id = trip.retyped(as: RideOrder.self)
      guard let order = orders.order(id) else { throw .notFound("order", id) }
      guard order.status == .completed else {
        throw Rejection(
          code: "tripNotCompleted",
          message: "order \(id) is \(order.status.rawValue); only a completed trip earns points")
      }
      return try loyalty.checkCredit(account: account, trip: trip, points: points)
    }
  }

  /// Makes a checked credit true (publishing `loyalty.pointsEarned`); the orders are only read
  /// (`"reads": ["Order"]` in `module.json`), so they come as a value.
  public static func apply(
    _ change: Change,
    loyalty: inout LoyaltyState,
    orders: OrdersState,
    _ reduction: inout Reduction<EarnPointsAction>
  ) {
    loyalty.apply(change, &reduction)
  }
}

import DomainValues
import Driver
import Order
import UDF

/// The mediator between Driver and Order: owns every action that must change both, atomically.
///
/// Neither domain knows the other or the button. `check` asks both domains whether the change is
/// allowed (their `check…` functions change nothing and return the checked updates), and `apply`
/// makes those updates true and cannot fail, so a refusal never leaves half a change behind.
/// Refusals follow the protocol's precedence: `notFound`, then `driverNotLoaded`, then
/// `driverBusy`, then the order's own rules.
public enum TakeOrderFeature {
  /// What a take-order action changes in both domains, once checked: what `check` returns and
  /// `apply` makes true.
  public enum Change: Equatable, Sendable {
    /// The order moves, and the driver takes it or lets it go (`nil`: the driver is unchanged).
    case orderAndDriver(OrderUpdate, DriverUpdate?)
    /// The held order is completed and the driver lets it go: a trip completed (`trip.completed`).
    case tripCompleted(OrderUpdate, DriverUpdate, driver: ID<DriverProfile>)
    /// The driver was (re)loaded.
    case driver(DriverUpdate)
    /// Orders were loaded; the driver lets go of a held order that is no longer in progress.
    case orders([RideOrder], DriverUpdate?)
  }

  /// Checks `action` against the driver and the orders, changing neither.
  public static func check(
    _ action: TakeOrderAction,
    driver: DriverState,
    orders: OrdersState
  ) throws(Rejection) -> Change {
    switch action {
    case .takeOrderDidTap(let id):
      guard orders.order(id) != nil else { throw .notFound("order", id) }
      let taking = try driver.checkCanTake(id.retyped())
      return .orderAndDriver(try orders.checkStatusChange(id, to: .inProgress), taking)

    case .tripDidComplete:
      guard let profile = driver.driver else { throw DriverError.driverNotLoaded.rejection }
      guard let held = profile.order?.retyped(as: RideOrder.self), let released = driver.releasingOrder() else {
        throw Rejection(code: "noTripInProgress", message: "the driver holds no order to complete")
      }
      return .tripCompleted(try orders.checkStatusChange(held, to: .completed), released, driver: profile.id)

    case .orderDidCancel(let id):
      guard orders.order(id) != nil else { throw .notFound("order", id) }
      let cancelled = try orders.checkStatusChange(id, to: .cancelled)
      return .orderAndDriver(cancelled, driver.heldOrder == id.retyped() ? driver.releasingOrder() : nil)

    case .driverDidLoad(let dto):
      return .driver(try DriverState.check(.didLoad(dto), in: driver))

    case .ordersDidLoad(let dtos):
      let loaded = try OrdersState.checkLoad(dtos)
      guard let held = driver.heldOrder?.retyped(as: RideOrder.self) else { return .orders(loaded, nil) }
      let status = loaded.last { $0.id == held }?.status ?? orders.order(held)?.status
      return .orders(loaded, status == .inProgress ? nil : driver.releasingOrder())
    }
  }

  /// Makes a checked change true in both domains; a completed trip publishes `trip.completed`
  /// after the order's and the driver's own events.
  public static func apply(
    _ change: Change,
    driver: inout DriverState,
    orders: inout OrdersState,
    _ reduction: inout Reduction<TakeOrderAction>
  ) {
    switch change {
    case .orderAndDriver(let order, let driverUpdate):
      orders.apply(order, &reduction)
      if let driverUpdate { driver.apply(driverUpdate, &reduction) }
    case .tripCompleted(let order, let driverUpdate, let driverID):
      orders.apply(order, &reduction)
      driver.apply(driverUpdate, &reduction)
      reduction.publish(TripCompleted(order: order.order.id, driver: driverID, fare: order.order.fare))
    case .driver(let update):
      driver.apply(update, &reduction)
    case .orders(let loaded, let driverUpdate):
      orders.applyLoad(loaded, &reduction)
      if let driverUpdate { driver.apply(driverUpdate, &reduction) }
    }
  }
}

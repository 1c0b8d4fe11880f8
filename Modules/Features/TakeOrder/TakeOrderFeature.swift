import Driver
import Order
import UDF

/// The mediator between Driver and Order: owns every action that must change both, atomically.
///
/// Neither domain knows the other or the button. Each action first asks both domains whether the
/// change is allowed (their `check…` functions change nothing), and only then changes both, so a
/// refusal never leaves half a change behind. Refusals follow the protocol's precedence: `notFound`,
/// then `driverNotLoaded`, then `driverBusy`, then the order's own rules.
public enum TakeOrderFeature {
  /// Applies `action` to the driver and the orders, or refuses it and changes neither.
  public static func reduce(
    driver: inout DriverState,
    orders: inout OrdersState,
    _ action: TakeOrderAction
  ) throws(Rejection) {
    switch action {
    case .takeOrderDidTap(let id):
      guard orders.order(id) != nil else { throw notFound(id) }
      try driver.checkCanTake()
      try orders.checkStatusChange(id, to: .inProgress)
      try orders.updateStatus(id, to: .inProgress)
      try driver.take(id.retyped())

    case .tripDidComplete:
      guard let profile = driver.driver else { throw driverNotLoaded }
      guard let held = profile.order?.retyped(as: RideOrder.self) else {
        throw Rejection(code: "noTripInProgress", message: "the driver holds no order to complete")
      }
      try orders.updateStatus(held, to: .completed)
      driver.releaseOrder()

    case .orderDidCancel(let id):
      guard orders.order(id) != nil else { throw notFound(id) }
      try orders.updateStatus(id, to: .cancelled)
      if driver.heldOrder == id.retyped() { driver.releaseOrder() }

    case .driverDidLoad(let dto):
      try DriverState.reduce(&driver, .didLoad(dto))

    case .ordersDidLoad(let dtos):
      try OrdersState.reduce(&orders, .didLoad(dtos))
      if let held = driver.heldOrder, orders.order(held.retyped())?.status != .inProgress {
        driver.releaseOrder()
      }
    }
  }

  private static func notFound(_ id: ID<RideOrder>) -> Rejection {
    Rejection(code: "notFound", message: "no order \(id)")
  }

  private static let driverNotLoaded = Rejection(
    code: "driverNotLoaded", message: "no driver is loaded yet; load one with driver.didLoad")
}

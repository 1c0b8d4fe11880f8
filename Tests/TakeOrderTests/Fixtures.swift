import DomainValues
import Driver
import Foundation
import Order
import TakeOrder
import UDF

/// A fixed, readable UUID ending in `number`; `kind` keeps drivers and orders apart.
func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

/// A fixed driver ID.
func driverID(_ number: UInt8) -> ID<DriverProfile> { ID(uuid(1, number)) }

/// A fixed order ID, as the Order domain names orders.
func orderID(_ number: UInt8) -> ID<RideOrder> { ID(uuid(2, number)) }

/// An order built from its parts, without any reducer, so expected states do not lean on the code
/// under test.
func order(_ number: UInt8, _ status: OrderStatus = .initial, fare: String = "12.50") throws -> RideOrder {
  RideOrder(id: orderID(number), fare: try Fare(fare), status: status)
}

/// Driver `number` called `name`, holding `order` if given, built without any reducer.
func driver(_ number: UInt8 = 1, name: String = "Ann", holding order: ID<RideOrder>? = nil) throws -> DriverProfile {
  DriverProfile(id: driverID(number), name: try DriverName(name), order: order?.retyped())
}

/// The two domains TakeOrder mediates, side by side, so a test compares both in one `==`.
///
/// `expectReduce` and `expectRejection` take one state; this struct is that state, and its
/// `reduce` (from `Reducer`) is the mediator's check and apply over both domains.
struct TakeOrderWorld: Equatable {
  var driver: DriverState
  var orders: OrdersState

  /// The driver (none by default) and these orders, in this order.
  init(driver: DriverProfile? = nil, orders: [RideOrder] = []) {
    self.driver = DriverState(driver: driver)
    self.orders = OrdersState(orders: orders)
  }
}

extension TakeOrderWorld: Reducer {
  /// `TakeOrderFeature.check` over both domains.
  static func check(_ action: TakeOrderAction, in world: TakeOrderWorld) throws(Rejection) -> TakeOrderFeature.Change {
    try TakeOrderFeature.check(action, driver: world.driver, orders: world.orders)
  }

  /// `TakeOrderFeature.apply` over both domains.
  static func apply(
    _ change: TakeOrderFeature.Change,
    to world: inout TakeOrderWorld,
    _ reduction: inout Reduction<TakeOrderAction>
  ) {
    TakeOrderFeature.apply(change, driver: &world.driver, orders: &world.orders, &reduction)
  }
}

/// The observation keys of these drivers and orders, to compare with what a change touched.
func keys(drivers: [UInt8] = [], orders: [UInt8] = []) -> Set<ObservationKey> {
  Set(drivers.map { ObservationKey(driverID($0)) } + orders.map { ObservationKey(orderID($0)) })
}

import DomainValues
import Driver
import Order
import TakeOrder
import UDF
import UDFTesting

/// A fixed driver ID (kind 1, so drivers and orders never share a UUID).
func driverID(_ number: UInt8) -> ID<DriverProfile> { fixedID(number, kind: 1) }

/// A fixed order ID, as the Order domain names orders.
func orderID(_ number: UInt8) -> ID<RideOrder> { fixedID(number, kind: 2) }

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
/// `reduce` is the mediator's check and apply over both domains.
struct TakeOrderWorld: Equatable {
  var driver: DriverState
  var orders: OrdersState

  /// The driver (none by default) and these orders, in this order.
  init(driver: DriverProfile? = nil, orders: [RideOrder] = []) {
    self.driver = DriverState(driver: driver)
    self.orders = OrdersState(orders: orders)
  }
}

extension TakeOrderWorld {
  /// `TakeOrderFeature.check` over both domains, then its `apply`; what the apply recorded.
  @discardableResult
  static func reduce(_ world: inout Self, _ action: TakeOrderAction) throws(Rejection) -> Reduction<TakeOrderAction> {
    let change = try TakeOrderFeature.check(action, driver: world.driver, orders: world.orders)
    return recordedApply(to: &world) { TakeOrderFeature.apply(change, driver: &$0.driver, orders: &$0.orders, &$1) }
  }
}

/// The observation keys of these drivers and orders, to compare with what a change touched.
func keys(drivers: [UInt8] = [], orders: [UInt8] = []) -> Set<ObservationKey> {
  Set(drivers.map { ObservationKey(driverID($0)) } + orders.map { ObservationKey(orderID($0)) })
}

import DomainValues
import Driver
import Order
import UDF

/// The gestures and server facts that change the driver and the orders together.
///
/// Loading goes through here too, because a reload can free the driver (`ordersDidLoad` that makes
/// the held order anything but in progress).
public enum TakeOrderAction: Action, Equatable {
  /// The driver tapped "take" on an order: it goes in progress and the driver holds it, or neither.
  case takeOrderDidTap(ID<RideOrder>)
  /// The driver finished the trip: the held order is completed and the driver is free.
  case tripDidComplete
  /// An order was cancelled; if the driver held it, the driver is free.
  case orderDidCancel(ID<RideOrder>)
  /// The server sent the driver.
  case driverDidLoad(DriverDTO)
  /// The server sent orders (added or replaced).
  case ordersDidLoad([OrderDTO])
}

import DomainValues
import Driver
import Order
import UDF

/// A trip completed: the driver finished the order they held, which is now `completed`, and is
/// free again. Carries what a module reacting to it needs (the order, the driver, the fare), so
/// nobody queries back.
///
/// TakeOrder's public fact, listed in its README: a team adds behaviour to a finished trip by
/// reacting to this event (`"reactsTo": {"TakeOrder": ["TripCompleted"]}`), without editing this
/// module. It is published after the order's `order.statusChanged` and the driver's
/// `driver.releasedOrder`.
public struct TripCompleted: DomainEvent, Equatable {
  /// `trip.completed`.
  public static let name = "trip.completed"
  /// The completed order.
  public let order: ID<RideOrder>
  /// The driver who drove it.
  public let driver: ID<DriverProfile>
  /// The order's fare.
  public let fare: Fare

  /// The trip of `driver` on `order`, at `fare`.
  public init(order: ID<RideOrder>, driver: ID<DriverProfile>, fare: Fare) {
    self.order = order
    self.driver = driver
    self.fare = fare
  }

  /// Writes `{order, driver, fare}`, the fare as its exact decimal text (`"12.50"`).
  public func write(to writer: inout some FieldWriter) {
    writer.field("order", order)
    writer.field("driver", driver)
    writer.field("fare", fare.text)
  }
}

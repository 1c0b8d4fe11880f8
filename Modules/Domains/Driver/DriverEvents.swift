import DomainValues
import UDF

/// The driver took an order: the one order they hold from now on.
///
/// Part of the Driver domain's public contract, listed in its README, for modules that react to
/// it (`reactsTo` in their `module.json`).
public struct DriverTookOrder: DomainEvent, Equatable {
  /// `driver.tookOrder`.
  public static let name = "driver.tookOrder"
  /// The driver.
  public let driver: ID<DriverProfile>
  /// The order they hold now.
  public let order: ID<AssignedOrder>

  /// `driver` took `order`.
  public init(driver: ID<DriverProfile>, order: ID<AssignedOrder>) {
    self.driver = driver
    self.order = order
  }

  /// Writes `{driver, order}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("driver", driver)
    writer.field("order", order)
  }
}

/// The driver let go of the order they held (the trip completed, the order was cancelled, or a
/// load made it anything but in progress): they are free to take another.
public struct DriverReleasedOrder: DomainEvent, Equatable {
  /// `driver.releasedOrder`.
  public static let name = "driver.releasedOrder"
  /// The driver.
  public let driver: ID<DriverProfile>
  /// The order they no longer hold.
  public let order: ID<AssignedOrder>

  /// `driver` let go of `order`.
  public init(driver: ID<DriverProfile>, order: ID<AssignedOrder>) {
    self.driver = driver
    self.order = order
  }

  /// Writes `{driver, order}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("driver", driver)
    writer.field("order", order)
  }
}

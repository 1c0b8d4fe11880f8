import DomainValues

/// The driver using the app: who they are and the one order they hold, if any.
///
/// A driver holds at most one order; taking another while busy is refused. The held order is
/// referenced by ID only, and changes only through `take(_:)` and `releaseOrder()`.
public struct DriverProfile: Hashable, Sendable {
  /// The driver's identity.
  public let id: ID<DriverProfile>
  /// The driver's name.
  public let name: DriverName
  /// The order the driver holds, if any.
  public private(set) var order: ID<AssignedOrder>?

  /// Creates a driver from already validated parts.
  public init(id: ID<DriverProfile>, name: DriverName, order: ID<AssignedOrder>? = nil) {
    self.id = id
    self.name = name
    self.order = order
  }

  /// Checks that the driver is free to take an order (`driverBusy` otherwise), changing nothing.
  public func checkCanTake() throws(DriverError) {
    if let order { throw .driverBusy(holding: order) }
  }

  /// The driver holding `order`, or `driverBusy`; this driver stays as it was.
  public func taking(_ order: ID<AssignedOrder>) throws(DriverError) -> DriverProfile {
    try checkCanTake()
    var taken = self
    taken.order = order
    return taken
  }

  /// The driver with no order held (trip over or order cancelled).
  public func releasingOrder() -> DriverProfile {
    var free = self
    free.order = nil
    return free
  }
}

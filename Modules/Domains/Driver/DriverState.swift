import UDF

/// The driver using the app, once loaded.
///
/// Readable by anyone; only this file changes it, through the reducer and the guarded functions
/// below, which mediators call to take and release orders.
public struct DriverState: Equatable, Sendable {
  /// The loaded driver, or `nil` before the first `didLoad`.
  public fileprivate(set) var driver: DriverProfile?

  /// A state with the given driver (none by default).
  public init(driver: DriverProfile? = nil) {
    self.driver = driver
  }

  /// The order the driver holds, if a driver is loaded and holds one.
  public var heldOrder: ID<AssignedOrder>? {
    driver?.order
  }

  /// Checks that a driver is loaded (`driverNotLoaded`) and free (`driverBusy`), changing nothing.
  ///
  /// Mediators call this before touching another domain, so they never have to undo half a change.
  public func checkCanTake() throws(Rejection) {
    guard let driver else { throw DriverError.driverNotLoaded.rejection }
    do throws(DriverError) {
      try driver.checkCanTake()
    } catch {
      throw error.rejection
    }
  }

  /// Gives `order` to the driver (`driverNotLoaded`, `driverBusy`); refused, nothing changes.
  public mutating func take(_ order: ID<AssignedOrder>) throws(Rejection) {
    guard driver != nil else { throw DriverError.driverNotLoaded.rejection }
    do throws(DriverError) {
      try driver?.take(order)
    } catch {
      throw error.rejection
    }
  }

  /// Frees the driver; a no-op when no driver is loaded or none is held.
  public mutating func releaseOrder() {
    driver?.releaseOrder()
  }

  /// Validates the DTO, then replaces the driver, keeping the held order only for the same ID.
  fileprivate mutating func load(_ dto: DriverDTO) throws(Rejection) {
    let name: DriverName
    do throws(DriverError) {
      name = try DriverName(dto.name)
    } catch {
      throw error.rejection
    }
    let kept = driver?.id == dto.id ? driver?.order : nil
    driver = DriverProfile(id: dto.id, name: name, order: kept)
  }
}

extension DriverState {
  /// The Driver domain's reducer: applies a `DriverAction`, or refuses it and leaves state as it was.
  ///
  /// Pure and deterministic: everything it needs travels inside the action.
  public static func reduce(_ state: inout DriverState, _ action: DriverAction) throws(Rejection) {
    switch action {
    case .didLoad(let dto):
      try state.load(dto)
    }
  }
}

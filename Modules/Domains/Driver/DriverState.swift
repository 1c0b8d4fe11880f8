import DomainValues
import UDF

/// The driver using the app, once loaded.
///
/// Readable by anyone; only this file changes it: the reducer, and `apply(_:_:)` of a checked
/// `DriverUpdate`, which mediators get from `checkCanTake(_:)` and `releasingOrder()`.
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

  // MARK: - Checked changes for mediators

  /// Checks that a driver is loaded (`driverNotLoaded`) and free (`driverBusy`), changing nothing;
  /// the update it returns gives the driver `order`.
  ///
  /// Mediators check every domain first and apply after, so they never leave half a change.
  public func checkCanTake(_ order: ID<AssignedOrder>) throws(Rejection) -> DriverUpdate {
    guard let driver else { throw DriverError.driverNotLoaded.rejection }
    return DriverUpdate(driver: try validated { () throws(DriverError) in try driver.taking(order) })
  }

  /// The update that frees the driver; `nil` when no driver is loaded or none is held.
  public func releasingOrder() -> DriverUpdate? {
    guard let driver, driver.order != nil else { return nil }
    return DriverUpdate(driver: driver.releasingOrder())
  }

  /// Makes a checked update true.
  public mutating func apply<A>(_ update: DriverUpdate, _ reduction: inout Reduction<A>) {
    replace(with: update.driver, &reduction)
  }

  /// The one place the driver changes; records the old and the new driver as touched, and
  /// publishes `driver.tookOrder` or `driver.releasedOrder` when the same driver takes or lets go
  /// of an order (a load of another driver is the server's word and publishes nothing).
  private mutating func replace<A>(with profile: DriverProfile, _ reduction: inout Reduction<A>) {
    if let old = driver, old.id != profile.id { reduction.touch(old.id) }
    reduction.touch(profile.id)
    if let old = driver, old.id == profile.id, old.order != profile.order {
      if let released = old.order { reduction.publish(DriverReleasedOrder(driver: profile.id, order: released)) }
      if let taken = profile.order { reduction.publish(DriverTookOrder(driver: profile.id, order: taken)) }
    }
    driver = profile
  }
}

/// A checked change of the driver: the driver as it will be. Only `DriverState` makes one.
public struct DriverUpdate: Equatable, Sendable {
  /// The driver after the change.
  public let driver: DriverProfile

  fileprivate init(driver: DriverProfile) {
    self.driver = driver
  }
}

// MARK: - Reducer

extension DriverState: Reducer {
  /// Checks a driver action: the DTO must be valid. The same ID keeps the held order, another
  /// ID holds none.
  public static func check(_ action: DriverAction, in state: DriverState) throws(Rejection) -> DriverUpdate {
    switch action {
    case .didLoad(let dto):
      let name: DriverName
      do throws(DriverError) {
        name = try DriverName(dto.name)
      } catch {
        throw error.rejection.at("driver.name")
      }
      let kept = state.driver?.id == dto.id ? state.driver?.order : nil
      return DriverUpdate(driver: DriverProfile(id: dto.id, name: name, order: kept))
    }
  }

  /// Stores the loaded driver.
  public static func apply(
    _ update: DriverUpdate, to state: inout DriverState, _ reduction: inout Reduction<DriverAction>
  ) {
    state.apply(update, &reduction)
  }
}

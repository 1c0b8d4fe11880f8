import Driver
import Order

extension TakeOrderFeature {
  /// What a take-order action changes in both domains, once checked.
  public enum Change: Equatable, Sendable {
    /// The order moves, and the driver takes it or lets it go (`nil`: the driver is unchanged).
    case orderAndDriver(OrderUpdate, DriverUpdate?)
    /// The driver was (re)loaded.
    case driver(DriverUpdate)
    /// Orders were loaded; the driver lets go of a held order that is no longer in progress.
    case orders([RideOrder], DriverUpdate?)
  }
}

import DomainValues
import UDF

/// Why the Driver domain refused something, in its own words.
///
/// Entities and value objects throw this typed error; the state's guarded functions and the
/// reducer report it as the one `Rejection` the store understands, with a stable code.
public enum DriverError: Error, Equatable, Sendable, RejectionConvertible {
  /// The name is empty once trimmed.
  case emptyName
  /// No driver has been loaded yet.
  case driverNotLoaded
  /// The driver already holds this order.
  case driverBusy(holding: ID<AssignedOrder>)

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .emptyName:
      .invalidField("name", TrimmedText.nonEmptyRule)
    case .driverNotLoaded:
      Rejection(code: "driverNotLoaded", message: "no driver is loaded")
    case .driverBusy(let order):
      Rejection(code: "driverBusy", message: "the driver already holds order \(order)")
    }
  }
}

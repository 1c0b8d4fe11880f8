import DomainValues
import UDF

/// Why the Order domain refused something, in its own words.
///
/// Entities and value objects throw this typed error; the state's guarded functions and the
/// reducer report it as the one `Rejection` the store understands, with a stable code.
public enum OrderError: Error, Equatable, Sendable, RejectionConvertible {
  /// The fare is not a string of digits with an optional fractional part.
  case invalidFare
  /// The fare has the right shape but is too large or too precise to be an amount.
  case fareOutOfRange
  /// The status is not one of the known names.
  case unknownStatus
  /// No order has this ID.
  case notFound(ID<RideOrder>)
  /// The order may not move between these statuses.
  case illegalStatusTransition(from: OrderStatus, to: OrderStatus)

  /// The field of an order's wire shape the error is about, if it is about one.
  public var field: String? {
    switch self {
    case .invalidFare, .fareOutOfRange: return "fare"
    case .unknownStatus: return "status"
    case .notFound, .illegalStatusTransition: return nil
    }
  }

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .invalidFare:
      .invalidField("fare", "a string of digits with an optional decimal part, e.g. 12.50")
    case .fareOutOfRange:
      .invalidField("fare", "an amount a decimal number can hold")
    case .unknownStatus:
      .invalidCase("status", of: OrderStatus.self)
    case .notFound(let id):
      .notFound("order", id)
    case .illegalStatusTransition(let from, let to):
      Rejection(code: "illegalStatusTransition", message: "an order cannot go from \(from) to \(to)")
    }
  }
}

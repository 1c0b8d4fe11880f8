import DomainValues

/// An order as a load carries it: `{fare, id, status?}`, read and written by `OrderWire.swift`.
///
/// Untrusted: `fare` is the raw string and is validated only when the DTO becomes a `RideOrder`.
/// `status` is optional (absent or null means `initial`); reading refuses a status that is not one
/// of the `OrderStatus` names as `invalidField` on the field's path (`orders[0].status`).
public struct OrderDTO: Equatable, Sendable {
  /// The order's ID (a UUID, written lowercase).
  public let id: ID<RideOrder>
  /// The fare as a decimal string, e.g. `"12.50"`.
  public let fare: String
  /// The status; `nil` means `initial`.
  public let status: OrderStatus?

  /// Creates a DTO from wire values.
  public init(id: ID<RideOrder>, fare: String, status: OrderStatus? = nil) {
    self.id = id
    self.fare = fare
    self.status = status
  }
}

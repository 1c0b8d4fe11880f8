import UDF

/// An order as it travels on the wire: `{id, fare, status}`.
///
/// Untrusted: `fare` is the raw string and is validated only when the DTO becomes a `RideOrder`.
/// `status` is optional on input (absent means `initial`) and always present on output. An unknown
/// status name fails decoding with `OrderError.unknownStatus` (code `invalidField`).
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

import UDF

/// A driver as it travels on the wire: `{id, name}` in, `{id, name, order}` out.
///
/// Untrusted: `name` is validated only when the DTO becomes a `DriverProfile`. On output `order` is
/// always written, as the held order's ID or `null`. On input it is optional and, since no input
/// action lets the wire decide which order is held, a malformed one is ignored rather than refused.
public struct DriverDTO: Equatable, Sendable {
  /// The driver's ID (a UUID, written lowercase).
  public let id: ID<DriverProfile>
  /// The driver's name, untrimmed as received.
  public let name: String
  /// The held order's ID, or `nil`.
  public let order: ID<AssignedOrder>?

  /// Creates a DTO from wire values.
  public init(id: ID<DriverProfile>, name: String, order: ID<AssignedOrder>? = nil) {
    self.id = id
    self.name = name
    self.order = order
  }

}

import DomainValues

/// A driver as a load carries it: `{id, name}`, read and written by `DriverWire.swift`.
///
/// Untrusted: `name` is validated only when the DTO becomes a `DriverProfile`. `order` is not part
/// of this shape: no load lets the wire decide which order is held, so an `order` field is ignored
/// when read and never written. It carries the held order only when a snapshot restores the driver
/// from its state shape `{id, name, order}`, which `DriverProfile` writes.
public struct DriverDTO: Equatable, Sendable {
  /// The driver's ID (a UUID, written lowercase).
  public let id: ID<DriverProfile>
  /// The driver's name, untrimmed as received.
  public let name: String
  /// The held order's ID, or `nil`; never read from or written to the DTO's shape.
  public let order: ID<AssignedOrder>?

  /// Creates a DTO from wire values.
  public init(id: ID<DriverProfile>, name: String, order: ID<AssignedOrder>? = nil) {
    self.id = id
    self.name = name
    self.order = order
  }
}

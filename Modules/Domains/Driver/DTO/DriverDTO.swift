import UDF

/// A driver as it travels on the wire: `{id, name}` in, `{id, name, order}` out.
///
/// Untrusted: `name` is validated only when the DTO becomes a `DriverProfile`. On output `order` is
/// always written, as the held order's ID or `null`. On input it is optional and, since no input
/// action lets the wire decide which order is held, a malformed one is ignored rather than refused.
public struct DriverDTO: Codable, Equatable, Sendable {
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

  private enum CodingKeys: String, CodingKey {
    case id
    case name
    case order
  }

  /// Decodes `{id, name}` with an optional `order`; a malformed `order` counts as absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(ID<DriverProfile>.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    order = (try? container.decodeIfPresent(ID<AssignedOrder>.self, forKey: .order)) ?? nil
  }

  /// Encodes `{id, name, order}`, writing `order` as `null` when none is held.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(order, forKey: .order)
  }
}

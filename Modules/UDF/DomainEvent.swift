/// A typed fact that a domain publishes after an accepted action, for whoever subscribed to it.
///
/// Events replace untyped notification dictionaries: subscribers receive the concrete type, and the
/// event carries what they need (ids, titles) so nobody has to query back.
public protocol DomainEvent: Codable, Sendable {
  /// Stable name on the wire, e.g. `box.provisioned`.
  static var name: String { get }
}

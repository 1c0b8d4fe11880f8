/// A typed fact that a domain publishes after an accepted action, for whoever subscribed to it.
///
/// Events replace untyped notification dictionaries: subscribers receive the concrete type, and the
/// event carries what they need (ids, titles) so nobody has to query back. Every event has its one
/// wire shape (`WireWritable`): an event type that cannot be written does not compile.
public protocol DomainEvent: WireWritable, Sendable {
  /// Stable name on the wire, e.g. `box.provisioned`.
  static var name: String { get }
}

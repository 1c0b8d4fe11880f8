import DomainValues

/// A box as it travels on the wire: `{id, items, title}` with item IDs in order (`BoxWire.swift`).
///
/// Boxes are only written out (`state.get`), never loaded; restoring one still goes through the
/// same validation as provisioning, because a DTO is untrusted wherever it comes from.
public struct BoxDTO: Equatable, Sendable {
  /// The box's ID (a UUID, written lowercase).
  public let id: ID<PackingBox>
  /// The box's title.
  public let title: String
  /// The IDs of the items in the box, in order.
  public let items: [ID<BoxedItem>]

  /// Creates a DTO from wire values.
  public init(id: ID<PackingBox>, title: String, items: [ID<BoxedItem>] = []) {
    self.id = id
    self.title = title
    self.items = items
  }
}

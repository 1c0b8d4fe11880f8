import DomainValues
import UDF

/// A box that holds items by ID, in the order they were put in.
///
/// The box knows only its own contents; the rule that an item sits in at most one box spans all
/// boxes, so `BoxesState` enforces it and is the only caller of `pack` and `unpack`.
public struct PackingBox: Hashable, Sendable, Identified {
  /// The box's identity.
  public let id: ID<PackingBox>
  /// The box's title.
  public private(set) var title: BoxTitle
  /// The items in the box, in the order they went in.
  public private(set) var items: [ID<BoxedItem>]

  /// Creates an empty box.
  public init(id: ID<PackingBox>, title: BoxTitle) {
    self.init(id: id, title: title, items: [])
  }

  /// Creates a box with contents already checked for duplicates.
  init(id: ID<PackingBox>, title: BoxTitle, items: [ID<BoxedItem>]) {
    self.id = id
    self.title = title
    self.items = items
  }

  /// Gives the box a new, already valid title.
  mutating func rename(to title: BoxTitle) {
    self.title = title
  }

  /// Puts `item` in last.
  mutating func pack(_ item: ID<BoxedItem>) {
    items.append(item)
  }

  /// Takes `item` out, keeping the others in order.
  mutating func unpack(_ item: ID<BoxedItem>) {
    if let position = items.firstIndex(of: item) {
      items.remove(at: position)
    }
  }
}

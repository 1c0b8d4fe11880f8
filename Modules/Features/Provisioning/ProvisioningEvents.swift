import Box
import DomainValues
import Items
import UDF
import UDFWire

/// A box was provisioned; carries its title so subscribers need not query back.
public struct BoxProvisioned: DomainEvent, Equatable {
  public static let name = "box.provisioned"
  /// The new box.
  public let box: ID<PackingBox>
  /// Its (trimmed) title.
  public let title: String

  /// Creates the event.
  public init(box: ID<PackingBox>, title: String) {
    self.box = box
    self.title = title
  }

  /// Writes `{box, title}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("box", box)
    writer.field("title", title)
  }
}

/// An item was provisioned inside a box; carries the box, the item and its title.
public struct ItemProvisioned: DomainEvent, Equatable {
  public static let name = "item.provisioned"
  /// The box the item went into.
  public let box: ID<PackingBox>
  /// The new item.
  public let item: ID<Item>
  /// The item's (trimmed) title.
  public let title: String

  /// Creates the event.
  public init(box: ID<PackingBox>, item: ID<Item>, title: String) {
    self.box = box
    self.item = item
    self.title = title
  }

  /// Writes `{box, item, title}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("box", box)
    writer.field("item", item)
    writer.field("title", title)
  }
}

/// An item moved from one box (or from none) to another.
public struct ItemMoved: DomainEvent, Equatable {
  public static let name = "item.moved"
  /// The item that moved.
  public let item: ID<Item>
  /// The box it left; `nil` if it was in no box.
  public let from: ID<PackingBox>?
  /// The box it entered.
  public let to: ID<PackingBox>

  /// Creates the event.
  public init(item: ID<Item>, from: ID<PackingBox>?, to: ID<PackingBox>) {
    self.item = item
    self.from = from
    self.to = to
  }

  /// Writes `{item, from, to}`; `from` is null for an item that was in no box.
  public func write(to writer: inout some FieldWriter) {
    writer.field("item", item)
    writer.field("from", from)
    writer.field("to", to)
  }
}

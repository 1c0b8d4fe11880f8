import DomainValues

/// An item as it travels on the wire, with exactly the field names of PROTOCOL.md.
///
/// Untrusted: any field may hold a value the domain refuses (an empty title, six tags). It becomes
/// an `Item` only through `Item(dto:defaultTime:)`, which goes through the validating factory.
/// Read and written by `ItemsWire.swift`: absent or null fields read as `nil`, and only the fields
/// that are not `nil` are written. The `items` state shape of PROTOCOL.md, every field with `null`
/// where there is no value, is what `Item` writes.
public struct ItemDTO: Equatable, Sendable {
  /// The item's ID.
  public var id: ID<Item>
  /// The title as sent; not validated.
  public var title: String
  /// The description, if any.
  public var description: String?
  /// The tags as sent; not validated.
  public var tags: [String]?
  /// Whether the item is completed; absent means not.
  public var completed: Bool?
  /// When the item was completed; used only when `completed` is true.
  public var completedAt: Timestamp?
  /// Whether the item is available; absent means it is.
  public var available: Bool?
  /// The people the item is assigned to.
  public var assignees: [ID<Assignee>]?
  /// The files attached to the item.
  public var attachments: [ID<Attachment>]?
  /// When the item was created.
  public var createdAt: Timestamp?

  /// Makes a DTO from raw values; only `id` and `title` are required.
  public init(
    id: ID<Item>,
    title: String,
    description: String? = nil,
    tags: [String]? = nil,
    completed: Bool? = nil,
    completedAt: Timestamp? = nil,
    available: Bool? = nil,
    assignees: [ID<Assignee>]? = nil,
    attachments: [ID<Attachment>]? = nil,
    createdAt: Timestamp? = nil
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.tags = tags
    self.completed = completed
    self.completedAt = completedAt
    self.available = available
    self.assignees = assignees
    self.attachments = attachments
    self.createdAt = createdAt
  }
}

import DomainValues
import Items

/// What one row of the items list shows: a small value, so a row's view is invalidated only when
/// something it shows changed.
public struct ItemRow: Equatable, Sendable {
  /// The item's identity.
  public let id: ID<Item>
  /// The title as shown.
  public let title: String
  /// Whether the check mark is on.
  public let isCompleted: Bool
  /// The tag names, in order.
  public let tags: [String]
  /// How many people are assigned.
  public let assigneeCount: Int

  /// The row of `item`.
  public init(_ item: Item) {
    id = item.id
    title = item.title.value
    isCompleted = item.isCompleted
    tags = item.tags.map(\.name)
    assigneeCount = item.assignees.count
  }
}

import DomainValues
import UDF

/// What can happen to the items.
///
/// Payloads carry raw strings, not value objects: the reducer validates them after it has found
/// the item, so an unknown item is reported as `notFound` before any value rule (PROTOCOL.md's
/// precedence). IDs and times are made at the edge, keeping the reducer pure.
public enum ItemsAction: Action, Equatable {
  /// The server sent items; each is added, or replaces the item with its ID in place. All or none:
  /// one invalid DTO refuses the whole load. `at` is the time used where a DTO omits one.
  case didLoad([ItemDTO], at: Timestamp)
  /// The user created an item at `at`; refused with `alreadyExists` if `id` is in use.
  case create(id: ID<Item>, title: String, description: String?, tags: [String], at: Timestamp)
  /// The item's title was changed.
  case changeTitle(ID<Item>, String)
  /// The item's description was changed.
  case updateDescription(ID<Item>, String)
  /// The item's description was removed.
  case removeDescription(ID<Item>)
  /// A tag was added to the item.
  case addTag(ID<Item>, String)
  /// A tag was removed from the item.
  case removeTag(ID<Item>, String)
  /// Every tag was removed from the item.
  case removeAllTags(ID<Item>)
  /// The item was completed at the given time.
  case markCompleted(ID<Item>, at: Timestamp)
  /// The item was marked not completed.
  case markUncompleted(ID<Item>)
  /// The item was assigned to someone.
  case assign(ID<Item>, ID<Assignee>)
  /// Someone was unassigned from the item.
  case unassign(ID<Item>, ID<Assignee>)
  /// A file was attached to the item.
  case attach(ID<Item>, ID<Attachment>)
  /// A file was detached from the item.
  case detach(ID<Item>, ID<Attachment>)
  /// The item became available or unavailable (only available items are sent when the list is saved).
  case changeAvailability(ID<Item>, available: Bool)
}

import Foundation
import Items
import ItemsList
import UDF
import User

/// A fixed, readable UUID ending in `number`; `kind` keeps items, users and requests apart.
func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

/// A fixed item ID.
func itemID(_ number: UInt8) -> ID<Item> { ID(uuid(1, number)) }

/// A fixed user ID.
func userID(_ number: UInt8) -> ID<UserProfile> { ID(uuid(2, number)) }

/// A fixed save request ID.
func requestID(_ number: UInt8) -> ID<SaveRequest> { ID(uuid(3, number)) }

/// A fixed assignee ID that is nobody's user ID.
func assigneeID(_ number: UInt8) -> ID<Assignee> { ID(uuid(4, number)) }

/// A fixed time, `offset` milliseconds after 2023-11-14T22:13:20Z.
func time(_ offset: Int64 = 0) -> Timestamp {
  Timestamp(millisecondsSince1970: 1_700_000_000_000 + offset)
}

/// A valid item made by the factory, without any reducer.
func makeItem(_ number: UInt8, available: Bool = true, assignees: [ID<Assignee>] = []) throws -> Item {
  try Item.create(
    id: itemID(number), title: "Item \(number)", createdAt: time(), available: available, assignees: assignees)
}

/// The state with user `number` signed in.
func signedIn(_ number: UInt8 = 1) throws -> UserState {
  var state = UserState()
  try UserState.reduce(&state, .didLoad(UserDTO(id: userID(number), firstName: "Ann", lastName: "Lee")))
  return state
}

/// Items with the list screen moved by the Items domain's own reducer (already tested in ItemsTests),
/// to describe an expected screen state whose fields tests cannot write.
func screen(_ items: [Item], _ actions: ItemsAction...) throws -> ItemsState {
  var state = ItemsState(items: items)
  for action in actions { try ItemsState.reduce(&state, action) }
  return state
}

/// The two domains ItemsList mediates, side by side, so a test compares both in one `==`.
///
/// The mediator only reads the user; keeping it in the compared value proves it stays unchanged.
struct ListWorld: Equatable {
  var items: ItemsState
  var user: UserState

  /// These items (nothing selected, not saving) and this user.
  init(items: ItemsState, user: UserState = UserState()) {
    self.items = items
    self.user = user
  }

  /// `ItemsListFeature.reduce` over both domains.
  static func reduce(_ world: inout ListWorld, _ action: ItemsListAction) throws(Rejection) {
    try ItemsListFeature.reduce(items: &world.items, user: world.user, action)
  }
}

import DomainValues
import Foundation
import Items
import ItemsList
import UDF
import UDFStore
import UDFTesting
import User

/// A fixed item ID (kind 1; each kind of ID has its own, so no two entities share a UUID).
func itemID(_ number: UInt8) -> ID<Item> { fixedID(number, kind: 1) }

/// A fixed user ID.
func userID(_ number: UInt8) -> ID<UserProfile> { fixedID(number, kind: 2) }

/// A fixed save request ID.
func requestID(_ number: UInt8) -> ID<SaveRequest> { fixedID(number, kind: 3) }

/// A fixed assignee ID that is nobody's user ID.
func assigneeID(_ number: UInt8) -> ID<Assignee> { fixedID(number, kind: 4) }

/// A valid item made by the factory, without any reducer.
func makeItem(_ number: UInt8, available: Bool = true, assignees: [ID<Assignee>] = []) throws -> Item {
  try Item.create(
    id: itemID(number), title: "Item \(number)", createdAt: fixedTime(), available: available, assignees: assignees)
}

/// The state with user `number` signed in.
func signedIn(_ number: UInt8 = 1) throws -> UserState {
  var state = UserState()
  try UserState.reduce(&state, .didLoad(UserDTO(id: userID(number), firstName: "Ann", lastName: "Lee")))
  return state
}

/// The list screen's state with these values (nothing selected, closed, idle by default).
func list(selected: ID<Item>? = nil, open: Bool = false, _ status: SaveStatus = .idle) -> ItemsListState {
  ItemsListState(selectedItem: selected, detailsOpen: open, saveStatus: status)
}

/// The states ItemsList works on, side by side, so a test compares them in one `==`: the items
/// (Items), the screen's own state, and the user, which the feature only reads; keeping it in the
/// compared value proves it stays unchanged.
///
/// Its `reduce` (from `Reducer`) is the feature's check and apply, and a `Store` can run it to
/// start the save effect.
struct ListWorld: Equatable {
  var items: ItemsState
  var list: ItemsListState
  var user: UserState

  /// These items, this screen state (nothing selected, not saving by default) and this user.
  init(items: ItemsState, list: ItemsListState = ItemsListState(), user: UserState = UserState()) {
    self.items = items
    self.list = list
    self.user = user
  }
}

extension ListWorld: Reducer {
  /// `ItemsListFeature.check` over the three states.
  static func check(_ action: ItemsListAction, in world: ListWorld) throws(Rejection) -> ItemsListFeature.Change {
    try ItemsListFeature.check(action, itemsList: world.list, items: world.items, user: world.user)
  }

  /// `ItemsListFeature.apply` over the three states.
  static func apply(
    _ change: ItemsListFeature.Change,
    to world: inout ListWorld,
    _ reduction: inout Reduction<ItemsListAction>
  ) {
    ItemsListFeature.apply(change, itemsList: &world.list, items: &world.items, user: &world.user, &reduction)
  }
}

/// An items server that records what it is asked to save and gives the same answer every time.
struct RecordingServer: Sendable {
  let requests = Recorder<SaveItemsRequest>()
  let answer: SaveAnswer

  /// Dependencies with this server injected.
  var dependencies: Dependencies {
    var dependencies = Dependencies()
    let requests = requests
    let answer = answer
    dependencies[ItemsServerKey.self] = ItemsServer { request in
      requests.record(request)
      return answer
    }
    return dependencies
  }
}

/// A store running the feature over `world` with `server`, whose effects run only when the test
/// runs `executor`.
func makeStore(
  _ world: ListWorld, server: RecordingServer, executor: ManualExecutor
) -> Store<ListWorld, ItemsListAction> {
  Store(initialState: world, reducer: ListWorld.self, dependencies: server.dependencies, executor: executor)
}

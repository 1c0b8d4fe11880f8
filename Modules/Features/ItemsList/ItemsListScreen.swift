import Items
import UDF
import User

/// Everything the items list screen shows and needs: the items, the screen's own state and the
/// signed-in user.
///
/// The app gives the screen a `StoreScope<ItemsListScreen, ItemsListAction>` made from its store,
/// and this module needs nothing of the app. The screen's rules are also a `Reducer` over this
/// value, so the team tests the feature through a store of its own (`TestStore`), without the app.
/// Changing a field of a value changes nothing in any store: only reducers change a store's state.
public struct ItemsListScreen: Equatable, Sendable {
  /// The items the list shows.
  public var items: ItemsState
  /// Selection, details and save status.
  public var list: ItemsListState
  /// The signed-in user ("assign to me").
  public var user: UserState

  /// The screen over these states.
  public init(items: ItemsState = ItemsState(), list: ItemsListState = ItemsListState(), user: UserState = UserState())
  {
    self.items = items
    self.list = list
    self.user = user
  }
}

import ItemsList
import UDF
import UDFStore

/// The store type of the whole app.
public typealias AppStore = Store<AppState, AppAction>

extension Store where State == AppState, A == AppAction {
  /// The app's store: the root reducer starting from `state`, with the services effects use.
  ///
  /// - Parameters:
  ///   - dependencies: the items server and the clock, IDs and time effects use.
  ///   - executor: where effects run; a `ManualExecutor` for tests and the single-threaded
  ///     headless app.
  public static func app(
    _ state: AppState = AppState(),
    dependencies: Dependencies = Dependencies(),
    executor: (any TaskExecutor)? = nil
  ) -> AppStore {
    AppStore(initialState: state, reducer: AppState.self, dependencies: dependencies, executor: executor)
  }
}

extension AppState {
  /// The items list screen's slice: the items, the screen's own state and the user.
  public var itemsListScreen: ItemsListScreen {
    ItemsListScreen(items: items, list: itemsList, user: user)
  }
}

extension Store where State == AppState, A == AppAction {
  /// The scope the items list screen runs on: its slice and its own action type.
  public func itemsListScope() -> StoreScope<ItemsListScreen, ItemsListAction> {
    scope(state: { $0.itemsListScreen }, action: AppAction.itemsList)
  }
}

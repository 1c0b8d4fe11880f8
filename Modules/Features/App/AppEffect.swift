import Items
import ItemsList
import UDF

/// A request the app makes of the outside world after an accepted action.
///
/// Reducers never perform I/O; this value says what to do, and whoever wires the store (the stdio
/// app, a real network layer, a test that plugs in nothing) decides how.
public enum AppEffect: Equatable, Sendable {
  /// Send these items to the server (`items.save`); the answer comes back as
  /// `itemsList(.saveDidSucceed)` or `itemsList(.saveDidFail)`.
  case saveItems(SaveItemsRequest)
}

extension AppState {
  /// The effects an accepted action starts, computed from the action and the state after it.
  public static func effects(after action: AppAction, in state: AppState) -> [AppEffect] {
    guard case .itemsList(let action) = action,
      let request = ItemsListFeature.saveRequest(after: action, items: state.items)
    else { return [] }
    return [.saveItems(request)]
  }
}

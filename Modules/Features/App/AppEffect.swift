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
  ///
  /// A save tap starts the `items.save` request whichever route it took (`.itemsList` or the Items
  /// domain's own `.items(.saveDidTap)`), so no save is ever left waiting for a request never sent.
  public static func effects(after action: AppAction, in state: AppState) -> [AppEffect] {
    let tap: ItemsListAction
    switch action {
    case .itemsList(.saveDidTap(let request)), .items(.saveDidTap(let request)):
      tap = .saveDidTap(request: request)
    default:
      return []
    }
    return ItemsListFeature.saveRequest(after: tap, items: state.items).map { [.saveItems($0)] } ?? []
  }
}

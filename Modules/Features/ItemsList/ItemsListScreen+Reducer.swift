import Items
import UDF

extension ItemsListScreen: Reducer {
  /// The feature's check over the screen's states.
  public static func check(_ action: ItemsListAction, in state: ItemsListScreen) throws(Rejection)
    -> ItemsListFeature.Change
  {
    try ItemsListFeature.check(action, itemsList: state.list, items: state.items, user: state.user)
  }

  /// The feature's apply over the screen's states.
  public static func apply(
    _ change: ItemsListFeature.Change,
    to state: inout ItemsListScreen,
    _ reduction: inout Reduction<ItemsListAction>
  ) {
    ItemsListFeature.apply(change, itemsList: &state.list, items: &state.items, user: &state.user, &reduction)
  }
}

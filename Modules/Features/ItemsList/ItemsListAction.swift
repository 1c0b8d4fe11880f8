import DomainValues
import Items
import UDF

/// The gestures of the items list screen and the server's answers to its save requests.
public enum ItemsListAction: Action, Equatable {
  /// A row was tapped: the item is selected and its details open.
  case didSelectItem(ID<Item>)
  /// The details were closed; the selection stays.
  case didCloseDetails
  /// Save was tapped: the available items are sent to the server under `request`.
  case saveDidTap(request: ID<SaveRequest>)
  /// The server saved `request`.
  case saveDidSucceed(request: ID<SaveRequest>)
  /// The server could not save `request`.
  case saveDidFail(request: ID<SaveRequest>, reason: String)
  /// "Assign to me" was tapped on an item: the loaded user becomes one of its assignees.
  case assignToMeDidTap(ID<Item>)
}

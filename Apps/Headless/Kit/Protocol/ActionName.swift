/// Every action name of the stdio protocol.
///
/// Looked up through a dictionary built once, because matching an input's `action` against thirty
/// strings one by one was the largest single cost of decoding a line.
public enum ActionName: String, CaseIterable, Sendable {
  case stateGet = "state.get"
  case userDidLoad = "user.didLoad"
  case driverDidLoad = "driver.didLoad"
  case ordersDidLoad = "orders.didLoad"
  case itemsDidLoad = "items.didLoad"
  case itemCreate = "item.create"
  case itemChangeTitle = "item.changeTitle"
  case itemUpdateDescription = "item.updateDescription"
  case itemRemoveDescription = "item.removeDescription"
  case itemAddTag = "item.addTag"
  case itemRemoveTag = "item.removeTag"
  case itemRemoveAllTags = "item.removeAllTags"
  case itemMarkCompleted = "item.markCompleted"
  case itemMarkUncompleted = "item.markUncompleted"
  case itemAssign = "item.assign"
  case itemUnassign = "item.unassign"
  case itemAttach = "item.attach"
  case itemDetach = "item.detach"
  case itemsListDidSelectItem = "itemsList.didSelectItem"
  case itemsListDidCloseDetails = "itemsList.didCloseDetails"
  case itemsListSaveDidTap = "itemsList.saveDidTap"
  case itemsSaveDidSucceed = "items.saveDidSucceed"
  case itemsSaveDidFail = "items.saveDidFail"
  case itemsListAssignToMeDidTap = "itemsList.assignToMeDidTap"
  case takeOrderDidTap = "takeOrder.didTap"
  case tripComplete = "trip.complete"
  case orderCancel = "order.cancel"
  case provisioningProvisionBox = "provisioning.provisionBox"
  case provisioningProvisionItem = "provisioning.provisionItem"
  case provisioningMoveItem = "provisioning.moveItem"

  /// The names, for one hashed lookup per line.
  static let byName: [String: ActionName] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

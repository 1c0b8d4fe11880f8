import Box
import Driver
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDF
import User

extension AppState {
  /// Which entities an action may change, so keyed observers of other entities are not consulted.
  ///
  /// Evaluated on the state before the action. Loads name `.everything` (they can touch any row);
  /// list-screen gestures change no entity (general observers of the list see them).
  public static func footprint(_ action: AppAction, _ state: AppState) -> Footprint {
    switch action {
    case .user, .takeOrder(.driverDidLoad), .takeOrder(.ordersDidLoad), .items(.didLoad):
      return .everything
    case .items(let action):
      return action.item.map { .entity($0) } ?? .nothing
    case .itemsList(.assignToMeDidTap(let item)):
      return .entity(item)
    case .itemsList:
      return .nothing
    case .takeOrder(.takeOrderDidTap(let order)), .takeOrder(.orderDidCancel(let order)):
      return state.driver.driver.map { .two(ObservationKey(order), ObservationKey($0.id)) } ?? .entity(order)
    case .takeOrder(.tripDidComplete):
      guard let driver = state.driver.driver else { return .nothing }
      return driver.order.map { .two(ObservationKey($0), ObservationKey(driver.id)) } ?? .entity(driver.id)
    case .provisioning(.provisionBox(let box, _)):
      return .entity(box)
    case .provisioning(.provisionItem(let item, let box, _, _)):
      return .two(ObservationKey(item), ObservationKey(box))
    case .provisioning(.moveItem(let item, let target)):
      let origin = state.boxes.box(containing: item.retyped())
      return .many([ObservationKey(item), ObservationKey(target)] + (origin.map { [ObservationKey($0)] } ?? []))
    }
  }
}

extension ItemsAction {
  /// The one item an item action touches, if it touches one.
  var item: ID<Item>? {
    switch self {
    case .create(let id, _, _, _, _), .changeTitle(let id, _), .updateDescription(let id, _),
      .removeDescription(let id), .addTag(let id, _), .removeTag(let id, _), .removeAllTags(let id),
      .markCompleted(let id, _), .markUncompleted(let id), .assign(let id, _), .unassign(let id, _),
      .attach(let id, _), .detach(let id, _):
      return id
    case .didLoad, .didSelectItem, .didCloseDetails, .saveDidTap, .saveDidSucceed, .saveDidFail:
      return nil
    }
  }
}

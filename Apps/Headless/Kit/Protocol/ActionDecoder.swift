import App
import Box
import Driver
import Foundation
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDF
import User

/// Turns one input object into a `Request`, filling in the IDs and times the client left out.
///
/// Only the shape of fields is checked here (`missingField`, `invalidField`, `unknownAction`);
/// every domain rule (`notFound`, `emptyTitleIsNotAllowed`, ...) is the reducers' job, so refusals
/// keep the protocol's precedence. The same decoder reads journal records, which always carry
/// their IDs and `at` times, so replay never generates anything.
public enum ActionDecoder {
  /// Decodes `object`; IDs and times come from `edge` where the line has none.
  public static func decode(_ object: JSONObject, edge: inout some Edge) throws(Rejection) -> Request {
    let fields = Fields(object)
    let name = try fields.string("action")
    guard let kind = ActionName.byName[name] else { throw ProtocolError.unknownAction(name) }
    var generated: GeneratedID?
    func newID<E>(_ key: String = "id", as _: E.Type) throws(Rejection) -> ID<E> {
      if let id: ID<E> = try fields.optionalID(key) { return id }
      let id = ID<E>(edge.newID())
      generated = GeneratedID(field: key, value: id.description)
      return id
    }
    func time() throws(Rejection) -> Timestamp {
      try fields.optionalTimestamp("at") ?? edge.now()
    }
    let action: AppAction
    switch kind {
    case .stateGet:
      guard let text = try fields.optionalString("path") else { return .stateGet(nil) }
      guard let path = StatePath(rawValue: text) else {
        throw ProtocolError.invalidField(
          "path", "one of " + StatePath.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return .stateGet(path)
    case .userDidLoad:
      action = .user(.didLoad(try userDTO(fields.object("user"))))
    case .driverDidLoad:
      let driver = try fields.object("driver")
      action = .takeOrder(.driverDidLoad(DriverDTO(id: try driver.id("id"), name: try driver.string("name"))))
    case .ordersDidLoad:
      action = .takeOrder(.ordersDidLoad(try fields.objects("orders").map(orderDTO)))
    case .itemsDidLoad:
      action = .items(.didLoad(try fields.objects("items").map(itemDTO), at: try time()))
    case .itemCreate:
      let id = try newID(as: Item.self)
      action = .items(
        .create(
          id: id, title: try fields.string("title"), description: try fields.optionalString("description"),
          tags: try fields.optionalStrings("tags") ?? [], at: try time()))
    case .itemChangeTitle:
      action = .items(.changeTitle(try fields.id("item"), try fields.string("title")))
    case .itemUpdateDescription:
      action = .items(.updateDescription(try fields.id("item"), try fields.string("description")))
    case .itemRemoveDescription:
      action = .items(.removeDescription(try fields.id("item")))
    case .itemAddTag:
      action = .items(.addTag(try fields.id("item"), try fields.string("tag")))
    case .itemRemoveTag:
      action = .items(.removeTag(try fields.id("item"), try fields.string("tag")))
    case .itemRemoveAllTags:
      action = .items(.removeAllTags(try fields.id("item")))
    case .itemMarkCompleted:
      action = .items(.markCompleted(try fields.id("item"), at: try time()))
    case .itemMarkUncompleted:
      action = .items(.markUncompleted(try fields.id("item")))
    case .itemAssign:
      action = .items(.assign(try fields.id("item"), try fields.id("user")))
    case .itemUnassign:
      action = .items(.unassign(try fields.id("item"), try fields.id("user")))
    case .itemAttach:
      action = .items(.attach(try fields.id("item"), try fields.id("attachment")))
    case .itemDetach:
      action = .items(.detach(try fields.id("item"), try fields.id("attachment")))
    case .itemsListDidSelectItem:
      action = .itemsList(.didSelectItem(try fields.id("item")))
    case .itemsListDidCloseDetails:
      action = .itemsList(.didCloseDetails)
    case .itemsListSaveDidTap:
      action = .itemsList(.saveDidTap(request: try newID("request", as: SaveRequest.self)))
    case .itemsSaveDidSucceed:
      action = .itemsList(.saveDidSucceed(request: try fields.id("request")))
    case .itemsSaveDidFail:
      action = .itemsList(
        .saveDidFail(request: try fields.id("request"), reason: try fields.optionalString("reason") ?? "unknown"))
    case .itemsListAssignToMeDidTap:
      action = .itemsList(.assignToMeDidTap(try fields.id("item")))
    case .takeOrderDidTap:
      action = .takeOrder(.takeOrderDidTap(try fields.id("order")))
    case .tripComplete:
      action = .takeOrder(.tripDidComplete)
    case .orderCancel:
      action = .takeOrder(.orderDidCancel(try fields.id("order")))
    case .provisioningProvisionBox:
      let id = try newID(as: PackingBox.self)
      action = .provisioning(.provisionBox(id: id, title: try fields.string("title")))
    case .provisioningProvisionItem:
      let id = try newID(as: Item.self)
      action = .provisioning(
        .provisionItem(id: id, box: try fields.id("box"), title: try fields.string("title"), at: try time()))
    case .provisioningMoveItem:
      action = .provisioning(.moveItem(try fields.id("item"), to: try fields.id("to")))
    }
    return .dispatch(action, generated: generated)
  }

  private static func userDTO(_ fields: Fields) throws(Rejection) -> UserDTO {
    UserDTO(
      id: try fields.id("id"), firstName: try fields.string("firstName"), lastName: try fields.string("lastName"),
      avatar: try fields.optionalID("avatar"))
  }

  private static func orderDTO(_ fields: Fields) throws(Rejection) -> OrderDTO {
    let status: OrderStatus?
    if let text = try fields.optionalString("status") {
      guard let known = OrderStatus(rawValue: text) else {
        throw ProtocolError.invalidField(
          fields.name("status"), "one of " + OrderStatus.allCases.map(\.rawValue).joined(separator: ", "))
      }
      status = known
    } else {
      status = nil
    }
    return OrderDTO(id: try fields.id("id"), fare: try fields.string("fare"), status: status)
  }

  private static func itemDTO(_ fields: Fields) throws(Rejection) -> ItemDTO {
    ItemDTO(
      id: try fields.id("id"), title: try fields.string("title"), description: try fields.optionalString("description"),
      tags: try fields.optionalStrings("tags"), completed: try fields.optionalBool("completed"),
      completedAt: try fields.optionalTimestamp("completedAt"), available: try fields.optionalBool("available"),
      assignees: try fields.optionalIDs("assignees"), attachments: try fields.optionalIDs("attachments"),
      createdAt: try fields.optionalTimestamp("createdAt"))
  }
}

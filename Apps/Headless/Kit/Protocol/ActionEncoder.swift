import App
import Box
import Driver
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDF
import User

/// Writes an `AppAction` as the protocol's input object, with every ID and time filled in.
///
/// This is the journal's payload: the canonical form of what was accepted, so replaying it through
/// `ActionDecoder` needs no clock and no random IDs and rebuilds exactly the live state. For every
/// action the decoder produces, `decode(encode(a)) == a` (a test checks it over random actions).
public enum ActionEncoder {
  /// The canonical compact JSON object of `action`.
  public static func encode(_ action: AppAction, into writer: inout JSONWriter) {
    writer.beginObject()
    switch action {
    case .user(.didLoad(let user)):
      writer.field("action", "user.didLoad")
      writer.objectField("user") { writer in
        writer.field("id", user.id.description)
        writer.field("firstName", user.firstName)
        writer.field("lastName", user.lastName)
        if let avatar = user.avatar { writer.field("avatar", avatar.description) }
      }
    case .items(let action):
      encode(action, into: &writer)
    case .takeOrder(let action):
      encode(action, into: &writer)
    case .itemsList(let action):
      encode(action, into: &writer)
    case .provisioning(let action):
      encode(action, into: &writer)
    }
    writer.endObject()
  }

  /// The canonical bytes of `action`.
  public static func encode(_ action: AppAction) -> [UInt8] {
    var writer = JSONWriter(capacity: 128)
    encode(action, into: &writer)
    return writer.bytes
  }

  private static func encode(_ action: ItemsAction, into writer: inout JSONWriter) {
    func item(_ name: String, _ id: ID<Item>) {
      writer.field("action", name)
      writer.field("item", id.description)
    }
    switch action {
    case .didLoad(let items, let time):
      writer.field("action", "items.didLoad")
      writer.field("at", time.iso8601)
      writer.arrayField("items") { writer in
        for dto in items { encode(dto, into: &writer) }
      }
    case .create(let id, let title, let description, let tags, let time):
      writer.field("action", "item.create")
      writer.field("at", time.iso8601)
      if let description { writer.field("description", description) }
      writer.field("id", id.description)
      writer.arrayField("tags") { writer in
        for tag in tags { writer.string(tag) }
      }
      writer.field("title", title)
    case .changeTitle(let id, let title):
      item("item.changeTitle", id)
      writer.field("title", title)
    case .updateDescription(let id, let description):
      item("item.updateDescription", id)
      writer.field("description", description)
    case .removeDescription(let id):
      item("item.removeDescription", id)
    case .addTag(let id, let tag):
      item("item.addTag", id)
      writer.field("tag", tag)
    case .removeTag(let id, let tag):
      item("item.removeTag", id)
      writer.field("tag", tag)
    case .removeAllTags(let id):
      item("item.removeAllTags", id)
    case .markCompleted(let id, let time):
      item("item.markCompleted", id)
      writer.field("at", time.iso8601)
    case .markUncompleted(let id):
      item("item.markUncompleted", id)
    case .assign(let id, let user):
      item("item.assign", id)
      writer.field("user", user.description)
    case .unassign(let id, let user):
      item("item.unassign", id)
      writer.field("user", user.description)
    case .attach(let id, let attachment):
      item("item.attach", id)
      writer.field("attachment", attachment.description)
    case .detach(let id, let attachment):
      item("item.detach", id)
      writer.field("attachment", attachment.description)
    }
  }

  private static func encode(_ dto: ItemDTO, into writer: inout JSONWriter) {
    writer.object { writer in
      if let assignees = dto.assignees {
        writer.arrayField("assignees") { writer in for id in assignees { writer.string(id.description) } }
      }
      if let attachments = dto.attachments {
        writer.arrayField("attachments") { writer in for id in attachments { writer.string(id.description) } }
      }
      if let available = dto.available { writer.field("available", available) }
      if let completed = dto.completed { writer.field("completed", completed) }
      if let time = dto.completedAt { writer.field("completedAt", time.iso8601) }
      if let time = dto.createdAt { writer.field("createdAt", time.iso8601) }
      if let description = dto.description { writer.field("description", description) }
      writer.field("id", dto.id.description)
      if let tags = dto.tags {
        writer.arrayField("tags") { writer in for tag in tags { writer.string(tag) } }
      }
      writer.field("title", dto.title)
    }
  }

  private static func encode(_ action: TakeOrderAction, into writer: inout JSONWriter) {
    switch action {
    case .takeOrderDidTap(let id):
      writer.field("action", "takeOrder.didTap")
      writer.field("order", id.description)
    case .tripDidComplete:
      writer.field("action", "trip.complete")
    case .orderDidCancel(let id):
      writer.field("action", "order.cancel")
      writer.field("order", id.description)
    case .driverDidLoad(let driver):
      writer.field("action", "driver.didLoad")
      writer.objectField("driver") { writer in
        writer.field("id", driver.id.description)
        writer.field("name", driver.name)
      }
    case .ordersDidLoad(let orders):
      writer.field("action", "orders.didLoad")
      writer.arrayField("orders") { writer in
        for order in orders {
          writer.object { writer in
            writer.field("fare", order.fare)
            writer.field("id", order.id.description)
            if let status = order.status { writer.field("status", status.rawValue) }
          }
        }
      }
    }
  }

  private static func encode(_ action: ItemsListAction, into writer: inout JSONWriter) {
    switch action {
    case .didSelectItem(let id):
      writer.field("action", "itemsList.didSelectItem")
      writer.field("item", id.description)
    case .didCloseDetails:
      writer.field("action", "itemsList.didCloseDetails")
    case .saveDidTap(let request):
      writer.field("action", "itemsList.saveDidTap")
      writer.field("request", request.description)
    case .saveDidSucceed(let request):
      writer.field("action", "items.saveDidSucceed")
      writer.field("request", request.description)
    case .saveDidFail(let request, let reason):
      writer.field("action", "items.saveDidFail")
      writer.field("reason", reason)
      writer.field("request", request.description)
    case .assignToMeDidTap(let id):
      writer.field("action", "itemsList.assignToMeDidTap")
      writer.field("item", id.description)
    }
  }

  private static func encode(_ action: ProvisioningAction, into writer: inout JSONWriter) {
    switch action {
    case .provisionBox(let id, let title):
      writer.field("action", "provisioning.provisionBox")
      writer.field("id", id.description)
      writer.field("title", title)
    case .provisionItem(let id, let box, let title, let time):
      writer.field("action", "provisioning.provisionItem")
      writer.field("at", time.iso8601)
      writer.field("box", box.description)
      writer.field("id", id.description)
      writer.field("title", title)
    case .moveItem(let id, let target):
      writer.field("action", "provisioning.moveItem")
      writer.field("item", id.description)
      writer.field("to", target.description)
    }
  }
}

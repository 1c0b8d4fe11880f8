import App
import Box
import Driver
import Items
import ItemsList
import Order
import UDF
import User

/// Writes the state in the shapes PROTOCOL.md gives for `state.get` and `replay`.
///
/// Keys are written in sorted order and enums as plain strings, so the output is byte-stable and
/// a live `state.get` can be compared with a replay byte for byte.
public enum StateEncoder {
  /// The whole state (all six keys), or one part of it.
  ///
  /// `drain` is called after each entity (item, order, box) with the writer, so a caller writing
  /// a large state can hand the bytes so far to its output and reset the writer: the state is
  /// then never held twice, once as values and once as one huge JSON text.
  public static func encode(
    _ state: AppState, path: StatePath?, into writer: inout JSONWriter,
    drain: (inout JSONWriter) -> Void = { _ in }
  ) {
    guard let path else {
      writer.object { writer in
        for part in [StatePath.boxes, .driver, .items, .itemsList, .orders, .user] {
          writer.key(part.rawValue)
          encode(state, path: part, into: &writer, drain: drain)
        }
      }
      return
    }
    switch path {
    case .user: encode(state.user, into: &writer)
    case .driver: encode(state.driver, into: &writer)
    case .orders: encode(state.orders, into: &writer, drain: drain)
    case .items:
      writer.array { writer in
        for item in state.items.items {
          encode(item, into: &writer)
          drain(&writer)
        }
      }
    case .itemsList: encodeList(state.itemsList, into: &writer)
    case .boxes: encode(state.boxes, into: &writer, drain: drain)
    }
  }

  /// One item: `{assignees, attachments, available, completed, completedAt, createdAt, description,
  /// id, tags, title}` (also the shape of the items in an `items.save` effect).
  public static func encode(_ item: Item, into writer: inout JSONWriter) {
    writer.object { writer in
      writer.arrayField("assignees") { writer in for id in item.assignees { writer.string(id.description) } }
      writer.arrayField("attachments") { writer in for id in item.attachments { writer.string(id.description) } }
      writer.field("available", item.isAvailable)
      writer.field("completed", item.isCompleted)
      writer.field("completedAt", item.completedAt?.iso8601)
      writer.field("createdAt", item.createdAt.iso8601)
      writer.field("description", item.description)
      writer.field("id", item.id.description)
      writer.arrayField("tags") { writer in for tag in item.tags { writer.string(tag.name) } }
      writer.field("title", item.title.value)
    }
  }

  private static func encode(_ state: UserState, into writer: inout JSONWriter) {
    guard let user = state.user else { return writer.null() }
    writer.object { writer in
      if let avatar = user.avatar { writer.field("avatar", avatar.description) }
      writer.field("firstName", user.name.first)
      writer.field("id", user.id.description)
      writer.field("lastName", user.name.last)
    }
  }

  private static func encode(_ state: DriverState, into writer: inout JSONWriter) {
    guard let driver = state.driver else { return writer.null() }
    writer.object { writer in
      writer.field("id", driver.id.description)
      writer.field("name", driver.name.value)
      writer.field("order", driver.order?.description)
    }
  }

  private static func encode(
    _ state: OrdersState, into writer: inout JSONWriter, drain: (inout JSONWriter) -> Void
  ) {
    writer.array { writer in
      for order in state.orders {
        writer.object { writer in
          writer.field("fare", order.fare.text)
          writer.field("id", order.id.description)
          writer.field("status", order.status.rawValue)
        }
        drain(&writer)
      }
    }
  }

  private static func encodeList(_ state: ItemsListState, into writer: inout JSONWriter) {
    writer.object { writer in
      writer.field("detailsOpen", state.detailsOpen)
      writer.objectField("saveStatus") { writer in
        switch state.saveStatus {
        case .idle:
          writer.field("status", "idle")
        case .saving(let request, let items):
          writer.arrayField("items") { writer in for id in items { writer.string(id.description) } }
          writer.field("request", request.description)
          writer.field("status", "saving")
        case .failed(let reason):
          writer.field("reason", reason)
          writer.field("status", "failed")
        }
      }
      writer.field("selectedItem", state.selectedItem?.description)
    }
  }

  private static func encode(
    _ state: BoxesState, into writer: inout JSONWriter, drain: (inout JSONWriter) -> Void
  ) {
    writer.array { writer in
      for box in state.boxes {
        writer.object { writer in
          writer.field("id", box.id.description)
          writer.arrayField("items") { writer in for id in box.items { writer.string(id.description) } }
          writer.field("title", box.title.value)
        }
        drain(&writer)
      }
    }
  }
}

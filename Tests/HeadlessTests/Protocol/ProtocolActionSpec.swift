import App
import Box
import Driver
import HeadlessKit
import Items
import ItemsList
import JSON
import Journal
import Order
import Provisioning
import TakeOrder
import Testing
import UDF
import User

/// One action of PROTOCOL.md's table: a line with every field present, its fields' types, and the
/// request it must decode to.
struct ProtocolActionSpec: Sendable, CustomTestStringConvertible {
  let name: String
  let line: String
  let fields: [ProtocolFieldSpec]
  let expected: Request

  var testDescription: String { name }
}

/// The IDs and times the spec lines use (hex letters in every ID, so case matters).
enum ProtocolSample {
  static let item = 0xA1
  static let item2 = 0xA2
  static let user = 0xB3
  static let attachment = 0xC4
  static let order = 0xD5
  static let order2 = 0xD6
  static let driver = 0xE7
  static let box = 0xB8
  static let box2 = 0xB9
  static let request = 0xFA
  static let avatar = 0xAB

  /// Every ID number above, to find and re-case them in lines.
  static let all = [item, item2, user, attachment, order, order2, driver, box, box2, request, avatar]

  /// `2026-11-22T09:00:00Z`
  static let nine = Timestamp(millisecondsSince1970: 1_795_338_000_000)
  /// `2026-11-22T09:30:00Z`
  static let halfPastNine = Timestamp(millisecondsSince1970: 1_795_339_800_000)
  /// `2026-11-21T08:15:00Z`
  static let dayBefore = Timestamp(millisecondsSince1970: 1_795_248_900_000)
}

private func id(_ number: Int) -> String { protocolIDText(number) }

private let itemFields: [ProtocolFieldSpec] = [
  .required("id", .id), .required("title", .string), .optional("description", .string),
  .optional("tags", .strings), .optional("completed", .bool), .optional("completedAt", .time),
  .optional("available", .bool), .optional("assignees", .ids), .optional("attachments", .ids),
  .optional("createdAt", .time),
]

private func itemAction(_ name: String, _ extra: String = "") -> String {
  #"{"action":"\#(name)","item":"\#(id(ProtocolSample.item))"\#(extra)}"#
}

/// Every action in PROTOCOL.md's table (and `state.get`), each with all its fields.
let protocolActionSpecs: [ProtocolActionSpec] = {
  typealias S = ProtocolSample
  let item: ID<Item> = protocolID(S.item)
  let itemField = ProtocolFieldSpec.required("item", .id)
  return [
    ProtocolActionSpec(
      name: "user.didLoad",
      line: #"""
        {"action":"user.didLoad","user":{"id":"\#(id(S.user))","firstName":"Ada","lastName":"Lovelace","avatar":"\#(id(S.avatar))"}}
        """#,
      fields: [
        .required(
          "user",
          .object([
            .required("id", .id), .required("firstName", .string), .required("lastName", .string),
            .optional("avatar", .id),
          ]))
      ],
      expected: .dispatch(
        .user(
          .didLoad(
            UserDTO(id: protocolID(S.user), firstName: "Ada", lastName: "Lovelace", avatar: protocolID(S.avatar)))),
        generated: nil)),
    ProtocolActionSpec(
      name: "driver.didLoad",
      line: #"{"action":"driver.didLoad","driver":{"id":"\#(id(S.driver))","name":"Grace"}}"#,
      fields: [.required("driver", .object([.required("id", .id), .required("name", .string)]))],
      expected: .dispatch(
        .takeOrder(.driverDidLoad(DriverDTO(id: protocolID(S.driver), name: "Grace"))), generated: nil)
    ),
    ProtocolActionSpec(
      name: "orders.didLoad",
      line: #"""
        {"action":"orders.didLoad","orders":[{"id":"\#(id(S.order))","fare":"12.50","status":"inProgress"},{"id":"\#(id(S.order2))","fare":"7","status":"cancelled"}]}
        """#,
      fields: [
        .required(
          "orders", .objects([.required("id", .id), .required("fare", .string), .optional("status", .enumeration)]))
      ],
      expected: .dispatch(
        .takeOrder(
          .ordersDidLoad([
            OrderDTO(id: protocolID(S.order), fare: "12.50", status: .inProgress),
            OrderDTO(id: protocolID(S.order2), fare: "7", status: .cancelled),
          ])), generated: nil)),
    ProtocolActionSpec(
      name: "items.didLoad",
      line: #"""
        {"action":"items.didLoad","at":"2026-11-22T09:00:00Z","items":[{"id":"\#(id(S.item))","title":"One","description":"first","tags":["a","b"],"completed":true,"completedAt":"2026-11-22T09:30:00Z","available":false,"assignees":["\#(id(S.user))","\#(id(S.avatar))"],"attachments":["\#(id(S.attachment))","\#(id(S.box))"],"createdAt":"2026-11-21T08:15:00Z"},{"id":"\#(id(S.item2))","title":"Two","description":"second","tags":["c","d"],"completed":false,"completedAt":"2026-11-22T09:30:00Z","available":true,"assignees":["\#(id(S.user))","\#(id(S.driver))"],"attachments":["\#(id(S.attachment))","\#(id(S.box2))"],"createdAt":"2026-11-21T08:15:00Z"}]}
        """#,
      fields: [.optional("at", .time), .required("items", .objects(itemFields))],
      expected: .dispatch(
        .items(
          .didLoad(
            [
              ItemDTO(
                id: item, title: "One", description: "first", tags: ["a", "b"], completed: true,
                completedAt: S.halfPastNine, available: false, assignees: [protocolID(S.user), protocolID(S.avatar)],
                attachments: [protocolID(S.attachment), protocolID(S.box)], createdAt: S.dayBefore),
              ItemDTO(
                id: protocolID(S.item2), title: "Two", description: "second", tags: ["c", "d"], completed: false,
                completedAt: S.halfPastNine, available: true, assignees: [protocolID(S.user), protocolID(S.driver)],
                attachments: [protocolID(S.attachment), protocolID(S.box2)], createdAt: S.dayBefore),
            ], at: S.nine)), generated: nil)),
    ProtocolActionSpec(
      name: "item.create",
      line: #"""
        {"action":"item.create","id":"\#(id(S.item))","title":"  Pack  ","description":"before noon","tags":["move","big"],"at":"2026-11-22T09:00:00Z"}
        """#,
      fields: [
        .optional("id", .id), .required("title", .string), .optional("description", .string),
        .optional("tags", .strings), .optional("at", .time),
      ],
      expected: .dispatch(
        .items(.create(id: item, title: "  Pack  ", description: "before noon", tags: ["move", "big"], at: S.nine)),
        generated: nil)),
    ProtocolActionSpec(
      name: "item.changeTitle", line: itemAction("item.changeTitle", #","title":"New""#),
      fields: [itemField, .required("title", .string)],
      expected: .dispatch(.items(.changeTitle(item, "New")), generated: nil)),
    ProtocolActionSpec(
      name: "item.updateDescription", line: itemAction("item.updateDescription", #","description":"More""#),
      fields: [itemField, .required("description", .string)],
      expected: .dispatch(.items(.updateDescription(item, "More")), generated: nil)),
    ProtocolActionSpec(
      name: "item.removeDescription", line: itemAction("item.removeDescription"), fields: [itemField],
      expected: .dispatch(.items(.removeDescription(item)), generated: nil)),
    ProtocolActionSpec(
      name: "item.addTag", line: itemAction("item.addTag", #","tag":"urgent""#),
      fields: [itemField, .required("tag", .string)],
      expected: .dispatch(.items(.addTag(item, "urgent")), generated: nil)),
    ProtocolActionSpec(
      name: "item.removeTag", line: itemAction("item.removeTag", #","tag":"urgent""#),
      fields: [itemField, .required("tag", .string)],
      expected: .dispatch(.items(.removeTag(item, "urgent")), generated: nil)),
    ProtocolActionSpec(
      name: "item.removeAllTags", line: itemAction("item.removeAllTags"), fields: [itemField],
      expected: .dispatch(.items(.removeAllTags(item)), generated: nil)),
    ProtocolActionSpec(
      name: "item.markCompleted", line: itemAction("item.markCompleted", #","at":"2026-11-22T09:30:00Z""#),
      fields: [itemField, .optional("at", .time)],
      expected: .dispatch(.items(.markCompleted(item, at: S.halfPastNine)), generated: nil)),
    ProtocolActionSpec(
      name: "item.markUncompleted", line: itemAction("item.markUncompleted"), fields: [itemField],
      expected: .dispatch(.items(.markUncompleted(item)), generated: nil)),
    ProtocolActionSpec(
      name: "item.assign", line: itemAction("item.assign", #","user":"\#(id(S.user))""#),
      fields: [itemField, .required("user", .id)],
      expected: .dispatch(.items(.assign(item, protocolID(S.user))), generated: nil)),
    ProtocolActionSpec(
      name: "item.unassign", line: itemAction("item.unassign", #","user":"\#(id(S.user))""#),
      fields: [itemField, .required("user", .id)],
      expected: .dispatch(.items(.unassign(item, protocolID(S.user))), generated: nil)),
    ProtocolActionSpec(
      name: "item.attach", line: itemAction("item.attach", #","attachment":"\#(id(S.attachment))""#),
      fields: [itemField, .required("attachment", .id)],
      expected: .dispatch(.items(.attach(item, protocolID(S.attachment))), generated: nil)),
    ProtocolActionSpec(
      name: "item.detach", line: itemAction("item.detach", #","attachment":"\#(id(S.attachment))""#),
      fields: [itemField, .required("attachment", .id)],
      expected: .dispatch(.items(.detach(item, protocolID(S.attachment))), generated: nil)),
    ProtocolActionSpec(
      name: "itemsList.didSelectItem", line: itemAction("itemsList.didSelectItem"), fields: [itemField],
      expected: .dispatch(.itemsList(.didSelectItem(item)), generated: nil)),
    ProtocolActionSpec(
      name: "itemsList.didCloseDetails", line: #"{"action":"itemsList.didCloseDetails"}"#, fields: [],
      expected: .dispatch(.itemsList(.didCloseDetails), generated: nil)),
    ProtocolActionSpec(
      name: "itemsList.saveDidTap", line: #"{"action":"itemsList.saveDidTap","request":"\#(id(S.request))"}"#,
      fields: [.optional("request", .id)],
      expected: .dispatch(.itemsList(.saveDidTap(request: protocolID(S.request))), generated: nil)),
    ProtocolActionSpec(
      name: "items.saveDidSucceed", line: #"{"action":"items.saveDidSucceed","request":"\#(id(S.request))"}"#,
      fields: [.required("request", .id)],
      expected: .dispatch(.itemsList(.saveDidSucceed(request: protocolID(S.request))), generated: nil)),
    ProtocolActionSpec(
      name: "items.saveDidFail",
      line: #"{"action":"items.saveDidFail","request":"\#(id(S.request))","reason":"offline"}"#,
      fields: [.required("request", .id), .optional("reason", .string)],
      expected: .dispatch(.itemsList(.saveDidFail(request: protocolID(S.request), reason: "offline")), generated: nil)),
    ProtocolActionSpec(
      name: "itemsList.assignToMeDidTap", line: itemAction("itemsList.assignToMeDidTap"), fields: [itemField],
      expected: .dispatch(.itemsList(.assignToMeDidTap(item)), generated: nil)),
    ProtocolActionSpec(
      name: "takeOrder.didTap", line: #"{"action":"takeOrder.didTap","order":"\#(id(S.order))"}"#,
      fields: [.required("order", .id)],
      expected: .dispatch(.takeOrder(.takeOrderDidTap(protocolID(S.order))), generated: nil)),
    ProtocolActionSpec(
      name: "trip.complete", line: #"{"action":"trip.complete"}"#, fields: [],
      expected: .dispatch(.takeOrder(.tripDidComplete), generated: nil)),
    ProtocolActionSpec(
      name: "order.cancel", line: #"{"action":"order.cancel","order":"\#(id(S.order))"}"#,
      fields: [.required("order", .id)],
      expected: .dispatch(.takeOrder(.orderDidCancel(protocolID(S.order))), generated: nil)),
    ProtocolActionSpec(
      name: "provisioning.provisionBox",
      line: #"{"action":"provisioning.provisionBox","id":"\#(id(S.box))","title":"Kitchen"}"#,
      fields: [.optional("id", .id), .required("title", .string)],
      expected: .dispatch(.provisioning(.provisionBox(id: protocolID(S.box), title: "Kitchen")), generated: nil)),
    ProtocolActionSpec(
      name: "box.provision",
      line: #"{"action":"box.provision","id":"\#(id(S.box))","title":"Kitchen"}"#,
      fields: [.optional("id", .id), .required("title", .string)],
      expected: .dispatch(.box(.provision(id: protocolID(S.box), title: "Kitchen")), generated: nil)),
    ProtocolActionSpec(
      name: "box.rename",
      line: #"{"action":"box.rename","box":"\#(id(S.box))","title":"Pantry"}"#,
      fields: [.required("box", .id), .required("title", .string)],
      expected: .dispatch(.box(.rename(protocolID(S.box), title: "Pantry")), generated: nil)),
    ProtocolActionSpec(
      name: "provisioning.provisionItem",
      line: #"""
        {"action":"provisioning.provisionItem","id":"\#(id(S.item))","box":"\#(id(S.box))","title":"Teapot","at":"2026-11-22T09:00:00Z"}
        """#,
      fields: [.optional("id", .id), .required("box", .id), .required("title", .string), .optional("at", .time)],
      expected: .dispatch(
        .provisioning(.provisionItem(id: item, box: protocolID(S.box), title: "Teapot", at: S.nine)), generated: nil)),
    ProtocolActionSpec(
      name: "provisioning.moveItem",
      line: #"{"action":"provisioning.moveItem","item":"\#(id(S.item))","to":"\#(id(S.box2))"}"#,
      fields: [itemField, .required("to", .id)],
      expected: .dispatch(.provisioning(.moveItem(item, to: protocolID(S.box2))), generated: nil)),
    ProtocolActionSpec(
      name: "state.get", line: #"{"action":"state.get","path":"orders"}"#,
      fields: [.optional("path", .enumeration)], expected: .stateGet(.orders)),
  ]
}()

/// The action names of PROTOCOL.md's input table, copied from it.
let protocolDocumentedActionNames: Set<String> = [
  "user.didLoad", "driver.didLoad", "orders.didLoad", "items.didLoad", "item.create", "item.changeTitle",
  "item.updateDescription", "item.removeDescription", "item.addTag", "item.removeTag", "item.removeAllTags",
  "item.markCompleted", "item.markUncompleted", "item.assign", "item.unassign", "item.attach", "item.detach",
  "itemsList.didSelectItem", "itemsList.didCloseDetails", "itemsList.saveDidTap", "items.saveDidSucceed",
  "items.saveDidFail", "itemsList.assignToMeDidTap", "takeOrder.didTap", "trip.complete", "order.cancel",
  "provisioning.provisionBox", "provisioning.provisionItem", "provisioning.moveItem", "box.provision", "box.rename",
  "state.get",
]

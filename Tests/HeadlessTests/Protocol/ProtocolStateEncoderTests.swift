import App
import HeadlessKit
import JSON
import Journal
import Testing
import UDF
import UDFTesting
import UDFWire

/// The keys of an object value, in the order written.
private func keys(_ value: JSONValue?) -> [String] {
  value?.objectValue?.keys ?? ["<not an object>"]
}

private func isUTCMillisecondTime(_ value: JSONValue?) -> Bool {
  guard let text = value?.stringValue else { return false }
  let shape = Array("dddd-dd-ddTdd:dd:dd.dddZ".utf8)
  let bytes = Array(text.utf8)
  guard bytes.count == shape.count else { return false }
  return zip(bytes, shape).allSatisfy { byte, expected in
    expected == UInt8(ascii: "d") ? (48...57).contains(byte) : byte == expected
  }
}

/// A session with one of everything: user, driver holding an order, three orders, items, two boxes.
private func populatedSession() throws -> ProtocolInProcessSession {
  let session = ProtocolInProcessSession()
  try session.sendAccepted([
    #"{"action":"user.didLoad","user":{"id":"\#(fixedIDText(0xB3))","firstName":"Ada","lastName":"Lovelace"}}"#,
    #"{"action":"driver.didLoad","driver":{"id":"\#(fixedIDText(0xE7))","name":"Grace"}}"#,
    #"""
    {"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(0xD9))","fare":"9.90"},{"id":"\#(fixedIDText(0xD1))","fare":"1","status":"completed"},{"id":"\#(fixedIDText(0xD5))","fare":"5.00","status":"cancelled"}]}
    """#,
    #"{"action":"takeOrder.didTap","order":"\#(fixedIDText(0xD9))"}"#,
    #"""
    {"action":"items.didLoad","at":"2026-11-22T09:00:00Z","items":[{"id":"\#(fixedIDText(0xA9))","title":"Nine","tags":["b","a"],"completed":true,"completedAt":"2026-11-22T10:00:00+01:00"},{"id":"\#(fixedIDText(0xA1))","title":"One","description":"d","available":false,"assignees":["\#(fixedIDText(0xB3))"],"attachments":["\#(fixedIDText(0xC4))"]}]}
    """#,
    #"{"action":"item.create","id":"\#(fixedIDText(0xA5))","title":"Five","at":"2026-11-22T09:30:00.250Z"}"#,
    #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(0xBB))","title":"Kitchen"}"#,
    #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(0xBA))","title":"Attic"}"#,
    #"{"action":"provisioning.moveItem","item":"\#(fixedIDText(0xA5))","to":"\#(fixedIDText(0xBB))"}"#,
    #"{"action":"provisioning.moveItem","item":"\#(fixedIDText(0xA1))","to":"\#(fixedIDText(0xBB))"}"#,
    #"{"action":"itemsList.didSelectItem","item":"\#(fixedIDText(0xA1))"}"#,
  ])
  return session
}

@Suite("StateEncoder: the state shapes of PROTOCOL.md")
struct ProtocolStateEncoderTests {
  @Test("the empty state has every registered part, null user and driver, empty arrays and an idle list")
  func emptyState() throws {
    let session = ProtocolInProcessSession()
    let empty = try session.stateValue()
    #expect(keys(empty) == AppState.parts.map(\.name), "one key per registered part, sorted")
    let documented = try JSONParser().parse(
      #"{"boxes":[],"driver":null,"items":[],"itemsList":{"detailsOpen":false,"saveStatus":{"status":"idle"},"selectedItem":null},"orders":[],"user":null}"#
    )
    for key in keys(documented) { #expect(empty[key] == documented[key], "\(key)") }
  }

  @Test("user is {id, firstName, lastName}")
  func userShape() throws {
    let user = try populatedSession().stateValue(.user)
    #expect(user == ["firstName": "Ada", "id": .string(fixedIDText(0xB3)), "lastName": "Lovelace"])
    #expect(keys(user) == ["firstName", "id", "lastName"])
  }

  @Test("driver is {id, name, order} with order the held order's ID, or null when free")
  func driverShape() throws {
    let session = try populatedSession()
    #expect(
      try session.stateValue(.driver) == [
        "id": .string(fixedIDText(0xE7)), "name": "Grace", "order": .string(fixedIDText(0xD9)),
      ])
    try session.sendAccepted([#"{"action":"trip.complete"}"#])
    #expect(try session.stateValue(.driver) == ["id": .string(fixedIDText(0xE7)), "name": "Grace", "order": nil])
    #expect(session.encodedState(.driver).contains(#""order":null"#))
  }

  @Test("orders are {fare, id, status} in load order, status a plain string")
  func ordersShape() throws {
    let orders = try populatedSession().stateValue(.orders)
    #expect(
      orders
        == [
          ["fare": "9.90", "id": .string(fixedIDText(0xD9)), "status": "inProgress"],
          ["fare": "1", "id": .string(fixedIDText(0xD1)), "status": "completed"],
          ["fare": "5.00", "id": .string(fixedIDText(0xD5)), "status": "cancelled"],
        ])
    let session = ProtocolInProcessSession()
    try session.sendAccepted([#"{"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(1))","fare":"0"}]}"#])
    #expect(session.encodedState(.orders) == #"[{"fare":"0","id":"\#(fixedIDText(1))","status":"initial"}]"#)
  }

  @Test("items have exactly the ten documented keys, in load then creation order")
  func itemsShape() throws {
    let items = try populatedSession().stateValue(.items).arrayValue ?? []
    #expect(items.map { $0["id"]?.stringValue } == [fixedIDText(0xA9), fixedIDText(0xA1), fixedIDText(0xA5)])
    for item in items {
      #expect(
        Set(keys(item)) == [
          "id", "title", "description", "tags", "completed", "completedAt", "available", "assignees", "attachments",
          "createdAt",
        ])
      #expect(isUTCMillisecondTime(item["createdAt"]), "\(String(describing: item["createdAt"]))")
    }
    let nine = items[0]
    #expect(nine["tags"] == ["b", "a"])
    #expect(nine["completed"] == true)
    #expect(nine["completedAt"] == "2026-11-22T09:00:00.000Z")
    #expect(nine["createdAt"] == "2026-11-22T09:00:00.000Z")
    #expect(nine["description"] == .null)
    #expect(nine["available"] == true)
    #expect(nine["assignees"] == [] && nine["attachments"] == [])
    let one = items[1]
    #expect(one["completed"] == false && one["completedAt"] == .null)
    #expect(one["description"] == "d" && one["available"] == false)
    #expect(one["assignees"] == [.string(fixedIDText(0xB3))] && one["attachments"] == [.string(fixedIDText(0xC4))])
    #expect(items[2]["createdAt"] == "2026-11-22T09:30:00.250Z")
  }

  @Test("itemsList is {selectedItem, detailsOpen, saveStatus} and saveStatus has only the keys of its status")
  func itemsListShape() throws {
    let session = try populatedSession()
    #expect(
      try session.stateValue(.itemsList)
        == ["detailsOpen": true, "saveStatus": ["status": "idle"], "selectedItem": .string(fixedIDText(0xA1))])
    try session.sendAccepted([
      #"{"action":"itemsList.didCloseDetails"}"#,
      #"{"action":"itemsList.saveDidTap","request":"\#(fixedIDText(0xFA))"}"#,
    ])
    #expect(
      try session.stateValue(.itemsList)
        == [
          "detailsOpen": false,
          "saveStatus": [
            "items": [.string(fixedIDText(0xA9)), .string(fixedIDText(0xA5))], "request": .string(fixedIDText(0xFA)),
            "status": "saving",
          ],
          "selectedItem": .string(fixedIDText(0xA1)),
        ])
    try session.sendAccepted([#"{"action":"items.saveDidFail","request":"\#(fixedIDText(0xFA))","reason":"offline"}"#])
    #expect(try session.stateValue(.itemsList)["saveStatus"] == ["reason": "offline", "status": "failed"])
  }

  @Test("boxes are {id, title, items} with item IDs in the order they entered")
  func boxesShape() throws {
    #expect(
      try populatedSession().stateValue(.boxes)
        == [
          [
            "id": .string(fixedIDText(0xBB)), "items": [.string(fixedIDText(0xA5)), .string(fixedIDText(0xA1))],
            "title": "Kitchen",
          ],
          ["id": .string(fixedIDText(0xBA)), "items": [], "title": "Attic"],
        ])
  }

  @Test("the whole state has a key per registered part, each equal to state.get of that path")
  func wholeStateIsItsParts() throws {
    let session = try populatedSession()
    let whole = try session.stateValue()
    #expect(keys(whole) == AppStatePart.allCases.map(\.rawValue))
    for path in AppStatePart.allCases {
      #expect(whole[path.rawValue] == (try session.stateValue(path)), "\(path)")
      #expect(session.encodedState().contains(#""\#(path.rawValue)":\#(session.encodedState(path))"#))
    }
  }

  @Test("enum values are plain strings for every order status")
  func statusesArePlainStrings() throws {
    let session = ProtocolInProcessSession()
    try session.sendAccepted([
      #"""
      {"action":"orders.didLoad","orders":[{"id":"\#(fixedIDText(1))","fare":"1"},{"id":"\#(fixedIDText(2))","fare":"1","status":"inProgress"},{"id":"\#(fixedIDText(3))","fare":"1","status":"completed"},{"id":"\#(fixedIDText(4))","fare":"1","status":"cancelled"}]}
      """#
    ])
    let statuses = (try session.stateValue(.orders).arrayValue ?? []).map { $0["status"] }
    #expect(statuses == ["initial", "inProgress", "completed", "cancelled"])
    #expect(!session.encodedState().contains("{\"inProgress\""))
  }
}

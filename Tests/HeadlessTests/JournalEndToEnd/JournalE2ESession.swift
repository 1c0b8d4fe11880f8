import Foundation
import UDFTesting

/// A seeded random session of input lines for `superapp`: valid and invalid actions over small ID
/// pools, so that loads, edits, list gestures, saves, orders and provisioning collide often.
///
/// Some lines leave out optional IDs and times, so the journal must carry what the app generated
/// for replay to match. Every `checkpointEvery` lines a full `state.get` is inserted.
struct JournalE2ESession {
  /// One input line.
  struct Line {
    /// The line's text (without newline).
    let text: String
    /// A full `state.get` inserted to compare with `replay --until`.
    let isCheckpoint: Bool
    /// Whether the app ignores it (blank or whitespace only), so it gets no reply.
    var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
  }

  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// `count` random lines with a checkpoint first and then every `checkpointEvery` lines.
  mutating func lines(count: Int, checkpointEvery: Int) -> [Line] {
    var result: [Line] = [Line(text: #"{"action":"state.get"}"#, isCheckpoint: true)]
    for index in 1...count {
      result.append(Line(text: nextLine(), isCheckpoint: false))
      if index % checkpointEvery == 0 { result.append(Line(text: #"{"action":"state.get"}"#, isCheckpoint: true)) }
    }
    return result
  }

  // MARK: - Pools

  private mutating func id(_ kind: UInt8, _ count: Int) -> String {
    if random.chance(2) { return quote(fixedIDText(1, kind: 0xFF)) }
    let id = fixedIDText(Int.random(in: 1...count, using: &random), kind: kind)
    return quote(random.chance(5) ? id.uppercased() : id)
  }

  private mutating func user() -> String { id(0xA0, 3) }
  private mutating func driver() -> String { id(0xD0, 2) }
  private mutating func order() -> String { id(0x0E, 4) }
  private mutating func item() -> String { id(0x1E, 8) }
  private mutating func box() -> String { id(0xB0, 3) }
  private mutating func request() -> String { id(0x5A, 3) }
  private mutating func attachment() -> String { id(0xFA, 3) }

  private mutating func title() -> String {
    quote(
      random.pick([
        "Pack", "  Move the van  ", "Café crème", #"Quote "q" \ slash"#, "Kitchen", "Box of ✨", "", "   ",
        String(repeating: "x", count: 201), String(repeating: "é", count: 200), "Tour",
      ]))
  }

  private mutating func tag() -> String {
    quote(random.pick(["a", "b", "c", "d", "e", "f", "g", " padded ", "", "A"]))
  }

  private mutating func time() -> String? {
    guard random.chance(60) else { return nil }
    return quote(
      random.pick([
        "2026-11-22T09:00:00Z", "2026-11-22T10:30:15.250+02:00", "2025-01-01T00:00:00.000Z", "yesterday",
      ]))
  }

  private mutating func optional(_ percent: Int, _ make: (inout Self) -> String) -> String? {
    random.chance(percent) ? make(&self) : nil
  }

  // MARK: - Lines

  private mutating func nextLine() -> String {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<3: return action("user.didLoad", ("user", userObject()))
    case 3..<5: return action("driver.didLoad", ("driver", driverObject()))
    case 5..<9: return action("orders.didLoad", ("orders", array(1...3) { $0.orderObject() }))
    case 9..<13: return action("items.didLoad", ("items", array(1...3) { $0.itemObject() }), ("at", time()))
    case 13..<21:
      return action(
        "item.create", ("id", optional(85) { $0.item() }), ("title", title()),
        ("description", optional(30) { $0.title() }), ("tags", optional(30) { $0.array(0...6) { $0.tag() } }),
        ("at", time()))
    case 21..<47: return itemEdit()
    case 47..<59: return listGesture()
    case 59..<69: return orderAction()
    case 69..<79: return provisioning()
    case 79..<88: return invalidLine()
    case 88..<91: return random.pick(["", "   ", "\t"])
    default:
      let path = random.pick(["user", "driver", "orders", "items", "itemsList", "boxes"])
      return action("state.get", ("path", quote(path)))
    }
  }

  private mutating func itemEdit() -> String {
    switch Int.random(in: 0..<14, using: &random) {
    case 0: return action("item.changeTitle", ("item", item()), ("title", title()))
    case 1: return action("item.updateDescription", ("item", item()), ("description", title()))
    case 2: return action("item.removeDescription", ("item", item()))
    case 3, 4: return action("item.addTag", ("item", item()), ("tag", tag()))
    case 5: return action("item.removeTag", ("item", item()), ("tag", tag()))
    case 6: return action("item.removeAllTags", ("item", item()))
    case 7: return action("item.markCompleted", ("item", item()), ("at", time()))
    case 8: return action("item.markUncompleted", ("item", item()))
    case 9: return action("item.assign", ("item", item()), ("user", user()))
    case 10: return action("item.unassign", ("item", item()), ("user", user()))
    case 11: return action("item.attach", ("item", item()), ("attachment", attachment()))
    case 12: return action("item.detach", ("item", item()), ("attachment", attachment()))
    default: return action("itemsList.assignToMeDidTap", ("item", item()))
    }
  }

  private mutating func listGesture() -> String {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return action("itemsList.didSelectItem", ("item", item()))
    case 1: return action("itemsList.didCloseDetails")
    case 2, 3: return action("itemsList.saveDidTap", ("request", optional(80) { $0.request() }))
    case 4: return action("items.saveDidSucceed", ("request", request()))
    default: return action("items.saveDidFail", ("request", request()), ("reason", optional(50) { $0.title() }))
    }
  }

  private mutating func orderAction() -> String {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return action("takeOrder.didTap", ("order", order()))
    case 1: return action("trip.complete")
    default: return action("order.cancel", ("order", order()))
    }
  }

  private mutating func provisioning() -> String {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return action("provisioning.provisionBox", ("id", optional(85) { $0.box() }), ("title", title()))
    case 1:
      return action(
        "provisioning.provisionItem", ("id", optional(85) { $0.item() }), ("box", box()), ("title", title()),
        ("at", time()))
    default: return action("provisioning.moveItem", ("item", item()), ("to", box()))
    }
  }

  private mutating func invalidLine() -> String {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return #"{"action":"item.create","#
    case 1: return "[1,2,3]"
    case 2: return action("item.explode", ("item", item()))
    case 3: return action("item.changeTitle", ("item", item()))
    case 4: return action("item.create", ("title", "42"))
    case 5: return action("orders.didLoad", ("orders", #"[{"id":"0e000000-0000-4000-8000-000000000001","fare":"-1"}]"#))
    case 6: return action("item.addTag", ("item", "null"), ("tag", tag()))
    default: return action("item.assign", ("item", quote("not-a-uuid")), ("user", user()))
    }
  }

  // MARK: - Objects

  private mutating func userObject() -> String {
    object(
      ("id", user()), ("firstName", quote(random.pick(["Ada", "Grace", "Édith"]))),
      ("lastName", quote(random.pick(["Lovelace", "Hopper", "Piaf"]))))
  }

  private mutating func driverObject() -> String {
    object(("id", driver()), ("name", quote(random.pick(["Kim", "Lee"]))))
  }

  private mutating func orderObject() -> String {
    object(
      ("id", order()), ("fare", quote(random.pick(["12.50", "7", "30.00", "0.5", "1e3"]))),
      ("status", optional(60) { $0.quote($0.random.pick(["initial", "inProgress", "completed", "cancelled"])) }))
  }

  private mutating func itemObject() -> String {
    object(
      ("id", item()), ("title", title()), ("description", optional(40) { $0.title() }),
      ("tags", optional(40) { $0.array(0...4) { $0.tag() } }),
      ("completed", optional(30) { $0.random.pick(["true", "false"]) }),
      ("available", optional(30) { $0.random.pick(["true", "false"]) }),
      ("assignees", optional(30) { $0.array(0...2) { $0.user() } }),
      ("attachments", optional(20) { $0.array(0...2) { $0.attachment() } }),
      ("createdAt", optional(40) { _ in #""2026-01-02T03:04:05.006Z""# }))
  }

  // MARK: - JSON text

  private func action(_ name: String, _ fields: (String, String?)...) -> String {
    object([("action", quote(name))] + fields)
  }

  private func object(_ fields: (String, String?)...) -> String {
    object(fields)
  }

  private func object(_ fields: [(String, String?)]) -> String {
    "{" + fields.compactMap { key, value in value.map { quote(key) + ":" + $0 } }.joined(separator: ",") + "}"
  }

  private mutating func array(_ count: ClosedRange<Int>, _ element: (inout Self) -> String) -> String {
    let length = Int.random(in: count, using: &random)
    var elements: [String] = []
    for _ in 0..<length { elements.append(element(&self)) }
    return "[" + elements.joined(separator: ",") + "]"
  }

  private func quote(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

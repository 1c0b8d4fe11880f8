import HeadlessKit
import JSON
import Journal
import UDFTesting

/// Seeded input for the fuzz test: valid lines over small ID pools (so actions hit each other),
/// mutated valid lines, and random bytes. No line contains `\n`.
///
/// Valid lines always carry `at` where the action takes a time, and a mutated line that would
/// make the app read its clock is replaced by its original, so feeding the accepted lines again
/// rebuilds exactly the same state (generated IDs are patched in from the replies).
struct ProtocolFuzzLines {
  var generator: SeededGenerator

  static let timeTakingActions: Set<String> = [
    "items.didLoad", "item.create", "item.markCompleted", "provisioning.provisionItem",
  ]

  private mutating func id(_ base: Int, _ count: Int) -> String {
    fixedIDText(base + Int.random(in: 0..<count, using: &generator))
  }

  private mutating func item() -> String { id(0xA0, 8) }
  private mutating func box() -> String { id(0xB0, 4) }
  private mutating func order() -> String { id(0xD0, 5) }
  private mutating func request() -> String { id(0xF0, 3) }

  private mutating func title() -> String {
    generator.pick([
      "Kitchen", "  Teapot ", "", "   ", "é", "\\\"quoted\\\"", String(repeating: "t", count: 201), "Box 2",
    ])
  }

  private mutating func tag() -> String { generator.pick(["a", "b", "c", "d", "e", "f", " g ", "", "a"]) }

  private mutating func time() -> String {
    generator.pick([
      "2026-11-22T09:00:00Z", "2026-11-22T10:00:00+01:00", "2024-02-29T23:59:59.999Z", "1999-12-31T23:59:59Z",
    ])
  }

  private mutating func tags() -> String {
    let count = Int.random(in: 0...6, using: &generator)
    var values: [String] = []
    for _ in 0..<count { values.append("\"\(tag())\"") }
    return "[" + values.joined(separator: ",") + "]"
  }

  /// One valid JSON object line (it may still be refused by the domain rules).
  mutating func validLine() -> String {
    switch Int.random(in: 0..<26, using: &generator) {
    case 0:
      return #"{"action":"user.didLoad","user":{"id":"\#(id(0xC0, 2))","firstName":"\#(title())","lastName":"L"}}"#
    case 1: return #"{"action":"driver.didLoad","driver":{"id":"\#(id(0xE0, 2))","name":"\#(title())"}}"#
    case 2:
      let status = generator.pick([
        #""#, #","status":"initial""#, #","status":"completed""#, #","status":"cancelled""#, #","status":"inProgress""#,
      ])
      return
        #"{"action":"orders.didLoad","orders":[{"id":"\#(order())","fare":"\#(generator.pick(["1", "12.50", "0.0"]))"\#(status)}]}"#
    case 3:
      let completed = generator.pick(["true", "false"])
      return #"""
        {"action":"items.didLoad","at":"\#(time())","items":[{"id":"\#(item())","title":"\#(title())","tags":\#(tags()),"completed":\#(completed),"available":\#(generator.pick(["true", "false"]))}]}
        """#
    case 4:
      let id = generator.chance(70) ? #""id":"\#(item())","# : ""
      return #"{"action":"item.create",\#(id)"title":"\#(title())","tags":\#(tags()),"at":"\#(time())"}"#
    case 5: return #"{"action":"item.changeTitle","item":"\#(item())","title":"\#(title())"}"#
    case 6: return #"{"action":"item.updateDescription","item":"\#(item())","description":"\#(title())"}"#
    case 7: return #"{"action":"item.removeDescription","item":"\#(item())"}"#
    case 8: return #"{"action":"item.addTag","item":"\#(item())","tag":"\#(tag())"}"#
    case 9: return #"{"action":"item.removeTag","item":"\#(item())","tag":"\#(tag())"}"#
    case 10: return #"{"action":"item.removeAllTags","item":"\#(item())"}"#
    case 11: return #"{"action":"item.markCompleted","item":"\#(item())","at":"\#(time())"}"#
    case 12: return #"{"action":"item.markUncompleted","item":"\#(item())"}"#
    case 13:
      let name = generator.pick(["item.assign", "item.unassign"])
      return #"{"action":"\#(name)","item":"\#(item())","user":"\#(id(0xC0, 2))"}"#
    case 14:
      let name = generator.pick(["item.attach", "item.detach"])
      return #"{"action":"\#(name)","item":"\#(item())","attachment":"\#(id(0xC8, 2))"}"#
    case 15:
      let name = generator.pick(["itemsList.didSelectItem", "itemsList.assignToMeDidTap"])
      return #"{"action":"\#(name)","item":"\#(item())"}"#
    case 16: return #"{"action":"itemsList.didCloseDetails"}"#
    case 17:
      return generator.chance(70)
        ? #"{"action":"itemsList.saveDidTap","request":"\#(request())"}"# : #"{"action":"itemsList.saveDidTap"}"#
    case 18:
      let name = generator.pick(["items.saveDidSucceed", "items.saveDidFail"])
      return #"{"action":"\#(name)","request":"\#(request())","reason":"r"}"#
    case 19: return #"{"action":"takeOrder.didTap","order":"\#(order())"}"#
    case 20: return #"{"action":"trip.complete"}"#
    case 21: return #"{"action":"order.cancel","order":"\#(order())"}"#
    case 22:
      let id = generator.chance(70) ? #","id":"\#(box())""# : ""
      return #"{"action":"provisioning.provisionBox","title":"\#(title())"\#(id)}"#
    case 23:
      let id = generator.chance(70) ? #""id":"\#(item())","# : ""
      return #"{"action":"provisioning.provisionItem",\#(id)"box":"\#(box())","title":"\#(title())","at":"\#(time())"}"#
    case 24: return #"{"action":"provisioning.moveItem","item":"\#(item())","to":"\#(box())"}"#
    default:
      let path = generator.pick([
        "", #","path":"user""#, #","path":"items""#, #","path":"boxes""#, #","path":"itemsList""#,
      ])
      return #"{"action":"state.get"\#(path)}"#
    }
  }

  private mutating func byte() -> UInt8 {
    while true {
      let value = UInt8.random(in: 0...255, using: &generator)
      if value != 0x0A { return value }
    }
  }

  /// `line` with one to three random byte-level mutations.
  mutating func mutate(_ line: [UInt8]) -> [UInt8] {
    var bytes = line
    for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<7, using: &generator) {
      case 0: bytes[position] = byte()
      case 1: bytes.remove(at: position)
      case 2: bytes.insert(byte(), at: position)
      case 3: bytes.removeSubrange(position...)
      case 4:
        let end = min(bytes.count, position + Int.random(in: 1...12, using: &generator))
        bytes.insert(contentsOf: bytes[position..<end], at: position)
      case 5: bytes[position] = generator.pick(Array(#"{}[]":,\ 0nul"#.utf8))
      default:
        if (0x61...0x66).contains(bytes[position]) { bytes[position] -= 0x20 } else { bytes[position] = 0x20 }
      }
    }
    return bytes
  }

  /// Random bytes (sometimes whitespace only, sometimes JSON punctuation), never `\n`.
  mutating func randomLine() -> [UInt8] {
    let count = Int.random(in: 0...60, using: &generator)
    var bytes: [UInt8] = []
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: for _ in 0..<count { bytes.append(generator.pick([0x20, 0x09, 0x0D])) }
    case 1: for _ in 0..<count { bytes.append(generator.pick(Array(#"{}[]":,0123456789.-+eEtrufalsn\ "#.utf8))) }
    default: for _ in 0..<count { bytes.append(byte()) }
    }
    return bytes
  }

  /// The next input line: valid (50%), mutated (30%) or random bytes (20%).
  mutating func next() -> [UInt8] {
    let roll = Int.random(in: 0..<100, using: &generator)
    if roll < 50 { return Array(validLine().utf8) }
    if roll >= 80 { return randomLine() }
    let original = Array(validLine().utf8)
    let mutated = mutate(original)
    return readsTheClock(mutated) ? original : mutated
  }

  /// Whether the app would decode `line` as an action that takes its time from the clock.
  func readsTheClock(_ line: [UInt8]) -> Bool {
    guard case .object(let object)? = try? JSONParser().parse(line),
      let action = object["action"]?.stringValue, Self.timeTakingActions.contains(action)
    else { return false }
    return object["at"]?.stringValue == nil
  }
}

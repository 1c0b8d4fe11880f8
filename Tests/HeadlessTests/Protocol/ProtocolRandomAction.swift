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

/// Random actions of the kinds `ActionDecoder` produces (one per protocol action name), for round trips.
///
/// Strings mix ASCII, JSON's special characters, control characters, line separators and
/// multi-scalar characters; times span years 1 to 9999; optional values are sometimes absent.
struct ProtocolRandomAction<Generator: RandomNumberGenerator> {
  var generator: Generator

  /// The number of distinct action kinds `next()` chooses among.
  static var kindCount: Int { 31 }

  mutating func next() -> AppAction {
    next(kind: Int.random(in: 0..<Self.kindCount, using: &generator))
  }

  mutating func next(kind: Int) -> AppAction {
    switch kind {
    case 0:
      return .user(.didLoad(UserDTO(id: id(), firstName: text(), lastName: text(), avatar: maybe { $0.id() })))
    case 1: return .takeOrder(.driverDidLoad(DriverDTO(id: id(), name: text())))
    case 2:
      return .takeOrder(.ordersDidLoad(list { $0.order() }))
    case 3: return .items(.didLoad(list { $0.item() }, at: time()))
    case 4:
      return .items(
        .create(id: id(), title: text(), description: maybe { $0.text() }, tags: list { $0.text() }, at: time()))
    case 5: return .items(.changeTitle(id(), text()))
    case 6: return .items(.updateDescription(id(), text()))
    case 7: return .items(.removeDescription(id()))
    case 8: return .items(.addTag(id(), text()))
    case 9: return .items(.removeTag(id(), text()))
    case 10: return .items(.removeAllTags(id()))
    case 11: return .items(.markCompleted(id(), at: time()))
    case 12: return .items(.markUncompleted(id()))
    case 13: return .items(.assign(id(), id()))
    case 14: return .items(.unassign(id(), id()))
    case 15: return .items(.attach(id(), id()))
    case 16: return .items(.detach(id(), id()))
    case 17: return .itemsList(.didSelectItem(id()))
    case 18: return .itemsList(.didCloseDetails)
    case 19: return .itemsList(.saveDidTap(request: id()))
    case 20: return .itemsList(.saveDidSucceed(request: id()))
    case 21: return .itemsList(.saveDidFail(request: id(), reason: text()))
    case 22: return .itemsList(.assignToMeDidTap(id()))
    case 23: return .takeOrder(.takeOrderDidTap(id()))
    case 24: return .takeOrder(.tripDidComplete)
    case 25: return .takeOrder(.orderDidCancel(id()))
    case 26: return .provisioning(.provisionBox(id: id(), title: text()))
    case 27: return .provisioning(.provisionItem(id: id(), box: id(), title: text(), at: time()))
    case 28: return .provisioning(.moveItem(id(), to: id()))
    case 29: return .box(.provision(id: id(), title: text()))
    default: return .box(.rename(id(), title: text()))
    }
  }

  private static var characters: [String] {
    [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}",
      "é", "e\u{301}", "ß", "中", "🧳", "👩‍👩‍👧", "\u{FEFF}", "{", "}", "[", ",", ":",
    ]
  }

  mutating func text() -> String {
    let length = Int.random(in: 0...12, using: &generator)
    var result = ""
    for _ in 0..<length { result += Self.characters.randomElement(using: &generator) ?? "" }
    return result
  }

  mutating func id<E>() -> ID<E> {
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
    let uuid = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10],
        bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
    return ID(uuid)
  }

  mutating func time() -> Timestamp {
    let extremes: [Int64] = [-62_135_596_800_000, 253_402_300_799_999, 0, -1, 951_782_400_000]
    if Int.random(in: 0..<8, using: &generator) == 0, let extreme = extremes.randomElement(using: &generator) {
      return Timestamp(millisecondsSince1970: extreme)
    }
    return Timestamp(
      millisecondsSince1970: Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator))
  }

  mutating func maybe<T>(_ make: (inout Self) -> T) -> T? {
    Bool.random(using: &generator) ? make(&self) : nil
  }

  mutating func list<T>(_ make: (inout Self) -> T) -> [T] {
    let count = Int.random(in: 0...3, using: &generator)
    var result: [T] = []
    for _ in 0..<count { result.append(make(&self)) }
    return result
  }

  mutating func order() -> OrderDTO {
    OrderDTO(id: id(), fare: text(), status: maybe { $0.status() })
  }

  mutating func status() -> OrderStatus {
    OrderStatus.allCases.randomElement(using: &generator) ?? .initial
  }

  mutating func item() -> ItemDTO {
    ItemDTO(
      id: id(), title: text(), description: maybe { $0.text() }, tags: maybe { $0.list { $0.text() } },
      completed: maybe { Bool.random(using: &$0.generator) }, completedAt: maybe { $0.time() },
      available: maybe { Bool.random(using: &$0.generator) }, assignees: maybe { $0.list { $0.id() } },
      attachments: maybe { $0.list { $0.id() } }, createdAt: maybe { $0.time() })
  }
}

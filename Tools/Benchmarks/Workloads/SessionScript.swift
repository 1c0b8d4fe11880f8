import DomainValues

/// A realistic `superapp` session of mixed actions, as protocol input lines, every one of which the
/// app accepts (J1 journals it, H1 feeds it through a pipe).
///
/// Setup: the user and the driver load, then `boxes` boxes are provisioned (one per 1,000 lines, at
/// least 10, so a box holds about 100 items whatever the length). Then cycles of ten lines: create an
/// item, tag it, select it, describe it, complete an older one, assign it, provision a part into a
/// box, move an older part to another box, tag an older item, "assign to me". Tags stay within the
/// limit of 5, every referenced item exists. IDs are deterministic; with `includeTimes` every line
/// that takes a time carries it (`at`), otherwise the app stamps it, as it would for a real client.
struct SessionScript {
  /// Number of lines.
  let count: Int
  /// Whether lines carry their `at` times.
  let includeTimes: Bool
  /// Number of boxes provisioned in the setup.
  let boxes: Int

  /// Lines before the first cycle.
  var setupCount: Int { 2 + boxes }

  init(count: Int, includeTimes: Bool) {
    self.count = count
    self.includeTimes = includeTimes
    boxes = max(10, count / 1_000)
  }

  /// Appends line `index` (0-based, without its newline) to `line`.
  func line(_ index: Int, into line: inout [UInt8]) {
    if index == 0 {
      line +=
        #"{"action":"user.didLoad","user":{"id":"\#(BenchID.user(0))","firstName":"Ada","lastName":"Lovelace"}}"#
        .utf8
    } else if index == 1 {
      line += #"{"action":"driver.didLoad","driver":{"id":"\#(BenchID.driver(0))","name":"Grace Hopper"}}"#.utf8
    } else if index < setupCount {
      let box = index - 2
      line += #"{"action":"provisioning.provisionBox","id":"\#(BenchID.box(box))","title":"Box \#(box)"}"#.utf8
    } else {
      cycleLine(index - setupCount, index: index, into: &line)
    }
  }

  /// Every line, each followed by a newline, in one buffer.
  func allLines() -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 140)
    for index in 0..<count {
      line(index, into: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  private func cycleLine(_ position: Int, index: Int, into line: inout [UInt8]) {
    let cycle = position / 10
    let item = BenchID.item(cycle)
    let at =
      includeTimes ? #","at":"\#(Timestamp(millisecondsSince1970: 1_750_000_000_000 + Int64(index)).iso8601)""# : ""
    switch position % 10 {
    case 0:
      line += #"{"action":"item.create","id":"\#(item)","title":"Task \#(cycle)","#.utf8
      line += #""description":"Created by the benchmark","tags":["tag-\#(cycle % 7)"]\#(at)}"#.utf8
    case 1:
      line += #"{"action":"item.addTag","item":"\#(item)","tag":"group-\#(cycle % 13)"}"#.utf8
    case 2:
      line += #"{"action":"itemsList.didSelectItem","item":"\#(item)"}"#.utf8
    case 3:
      line += #"{"action":"item.updateDescription","item":"\#(item)","description":"Details of task \#(cycle)"}"#.utf8
    case 4:
      line += #"{"action":"item.markCompleted","item":"\#(BenchID.item(cycle / 2))"\#(at)}"#.utf8
    case 5:
      line += #"{"action":"item.assign","item":"\#(item)","user":"\#(BenchID.user(1 + cycle % 5))"}"#.utf8
    case 6:
      line += #"{"action":"provisioning.provisionItem","id":"\#(BenchID.part(cycle))","#.utf8
      line += #""box":"\#(BenchID.box(cycle % boxes))","title":"Part \#(cycle)"\#(at)}"#.utf8
    case 7:
      let target = BenchID.box((cycle * 7 + 3) % boxes)
      line += #"{"action":"provisioning.moveItem","item":"\#(BenchID.part(cycle / 2))","to":"\#(target)"}"#.utf8
    case 8:
      line += #"{"action":"item.addTag","item":"\#(BenchID.item(cycle / 2))","tag":"extra-\#(cycle % 2)"}"#.utf8
    default:
      line += #"{"action":"itemsList.assignToMeDidTap","item":"\#(BenchID.item(cycle / 3))"}"#.utf8
    }
  }
}

/// Deterministic, distinct, lowercase UUIDs for the entities of generated sessions.
enum BenchID {
  static func user(_ number: Int) -> String { make(0x0000_0001, number) }
  static func driver(_ number: Int) -> String { make(0x0000_0002, number) }
  static func box(_ number: Int) -> String { make(0x0000_0003, number) }
  static func item(_ number: Int) -> String { make(0x0000_0004, number) }
  static func part(_ number: Int) -> String { make(0x0000_0005, number) }

  /// `kkkkkkkk-0000-4000-8000-nnnnnnnnnnnn` in lowercase hex.
  static func make(_ kind: UInt32, _ number: Int) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: 36)
    for position in [8, 13, 18, 23] { bytes[position] = UInt8(ascii: "-") }
    bytes[14] = UInt8(ascii: "4")
    bytes[19] = UInt8(ascii: "8")
    var high = kind
    for position in stride(from: 7, through: 0, by: -1) {
      bytes[position] = digits[Int(high & 0xf)]
      high >>= 4
    }
    var low = UInt64(truncatingIfNeeded: number)
    for position in stride(from: 35, through: 24, by: -1) {
      bytes[position] = digits[Int(low & 0xf)]
      low >>= 4
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

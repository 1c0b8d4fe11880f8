import DomainValues
import Foundation
import UDF
import UDFWire

/// Random actions of every kind an app registers, made from its modules' examples: each example is
/// written in its wire shape, its values are replaced (IDs from a small pool, so they collide; times;
/// texts valid and invalid; booleans; arrays of other lengths; optional fields left out), and the
/// result is read back through the module's own decoder.
///
/// Derived from `ModuleRegistration.examples`, so a module's new action is in every randomized
/// test of the app (round trips, replay, invariants) without a line in those tests.
public struct RandomWireActions<Action: WireAction> {
  private let kinds: [(action: Action, example: WireRecord, decoder: WireDecoder<Action>)]
  private var random: SeededGenerator
  private let ids: [UUIDValue]
  private let texts: [String]
  private let makeText: (@Sendable (inout SeededGenerator) -> String)?
  private let makeTime: (@Sendable (inout SeededGenerator) -> Timestamp)?
  private var clock: Int64 = 1_795_338_000_000

  /// Texts a random string field takes: valid ones, blank ones, one too long, JSON's special
  /// characters, multi-scalar characters.
  public static var defaultTexts: [String] {
    [
      "Kitchen", "  Hall  ", "Buy milk", "Ünïcode ✓", "", "   ", "quote \" and \\ backslash", "tab\tnew\nline",
      String(repeating: "x", count: 200), String(repeating: "x", count: 201), "e\u{301}", "12.50", "7", "-1",
    ]
  }

  /// A generator over `examples` (one per action kind), each read back by the decoder of its name.
  ///
  /// - Parameters:
  ///   - idPoolSize: how many distinct IDs fields draw from; small, so actions meet the same entities.
  ///   - texts: what string fields take, unless `makeText` makes them.
  ///   - makeText: makes every string a field takes (a round-trip test's hostile characters).
  ///   - makeTime: makes every time (any year); by default times move forward like a session's.
  public init(
    examples: [Action], decoders: [WireDecoder<Action>], seed: UInt64, idPoolSize: Int = 12,
    texts: [String] = Self.defaultTexts, makeText: (@Sendable (inout SeededGenerator) -> String)? = nil,
    makeTime: (@Sendable (inout SeededGenerator) -> Timestamp)? = nil
  ) {
    var kinds: [(Action, WireRecord, WireDecoder<Action>)] = []
    for example in examples {
      guard let decoder = decoders.first(where: { $0.name == example.wireName }) else { continue }
      kinds.append((example, WireRecord(of: example), decoder))
    }
    self.kinds = kinds
    random = SeededGenerator(seed: seed)
    var pool = SeededGenerator(seed: seed ^ 0x5EED)
    ids = (0..<max(1, idPoolSize)).map { _ in
      UUIDValue(
        UUID(
          uuid: (
            UInt8.random(in: 0...255, using: &pool), 0x1D, 0xB2, 0xC3, 0xD4, 0xE5, 0x4F, 0x06, 0xA7, 0xB8, 0xC9,
            0xDA, 0xEB, 0xFC, UInt8.random(in: 0...255, using: &pool), UInt8.random(in: 0...255, using: &pool)
          )))
    }
    self.texts = texts
    self.makeText = makeText
    self.makeTime = makeTime
  }

  /// How many action kinds there are: `next(kind:)` takes `0..<kindCount`.
  public var kindCount: Int { kinds.count }

  /// A random action of a random kind.
  public mutating func next() -> Action {
    next(kind: Int.random(in: 0..<kinds.count, using: &random))
  }

  /// A random action of kind `kind` (the order of the examples); the example itself when no
  /// random variation of it reads back (the decoder refuses every try).
  public mutating func next(kind: Int) -> Action {
    let (action, example, decoder) = kinds[kind]
    clock += Int64.random(in: 1...60_000, using: &random)
    for _ in 0..<4 {
      let record = vary(example, dropping: true)
      if let action = try? record.read(decoder.decode) { return action }
    }
    for _ in 0..<4 {
      let record = vary(example, dropping: false)
      if let action = try? record.read(decoder.decode) { return action }
    }
    return action
  }

  private mutating func vary(_ record: WireRecord, dropping: Bool) -> WireRecord {
    var varied = WireRecord()
    for (key, value) in record.fields {
      if dropping, Int.random(in: 0..<5, using: &random) == 0 { continue }
      write(vary(value), as: key, to: &varied)
    }
    return varied
  }

  private mutating func vary(_ value: WireValue) -> WireValue {
    switch value {
    case .null: return .null
    case .bool: return .bool(Bool.random(using: &random))
    case .int(let number):
      return .int(Int.random(in: 0...3, using: &random) == 0 ? number : Int.random(in: -1...10, using: &random))
    case .decimal(let number):
      let cents = Decimal(Int.random(in: -100...10_000, using: &random)) / 100
      return .decimal(Int.random(in: 0...3, using: &random) == 0 ? number : cents)
    case .ints(let numbers):
      return .ints(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          numbers.randomElement(using: &random) ?? Int.random(in: -1...10, using: &random)
        })
    case .decimals(let numbers):
      return .decimals(
        (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in numbers.randomElement(using: &random) })
    case .string(let text): return .string(vary(text))
    case .strings(let strings):
      guard let first = strings.first else { return value }
      return .strings(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in vary(strings.randomElement(using: &random) ?? first) })
    case .object(let nested): return .object(vary(nested, dropping: true))
    case .objects(let records):
      guard !records.isEmpty else { return value }
      return .objects(
        (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
          records.randomElement(using: &random).map { vary($0, dropping: true) }
        })
    }
  }

  /// An ID from the pool, a time after the last one, or a text: each kept as it was one time in
  /// three (an enumeration's value stays valid that way).
  private mutating func vary(_ text: String) -> String {
    if Int.random(in: 0..<3, using: &random) == 0 { return text }
    if UUIDValue(uuidString: text) != nil { return ids.randomElement(using: &random)?.description ?? text }
    if Timestamp(rfc3339: text) != nil {
      if let makeTime { return makeTime(&random).iso8601 }
      clock += Int64.random(in: 0...600_000, using: &random)
      return Timestamp(millisecondsSince1970: clock).iso8601
    }
    if let makeText { return makeText(&random) }
    return texts.randomElement(using: &random) ?? text
  }

  private func write(_ value: WireValue, as key: String, to record: inout WireRecord) {
    switch value {
    case .null: record.field(key, nil as String?)
    case .bool(let flag): record.field(key, flag)
    case .int(let number): record.field(key, number)
    case .decimal(let number): record.field(key, number)
    case .ints(let numbers): record.field(key, ints: numbers)
    case .decimals(let numbers): record.field(key, decimals: numbers)
    case .string(let text): record.field(key, text)
    case .strings(let strings): record.field(key, strings: strings)
    case .object(let nested): record.object(key) { $0 = nested }
    case .objects(let records): record.objects(key, records) { nested, writer in writer = nested }
    }
  }
}

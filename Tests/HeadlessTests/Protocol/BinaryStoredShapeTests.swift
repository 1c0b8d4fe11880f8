import App
import BinaryFieldCodec
import Box
import DomainValues
import Driver
import Foundation
import Items
import JSON
import JSONOutput
import Order
import Persistence
import Testing
import UDF
import UDFWire
import User

@testable import HeadlessKit

/// The binary stored shape of snapshot format 2 (`BinaryShape`): a state written with
/// `BinaryFieldWriter` reads back as the same state; a binary state reads exactly as the same
/// state in JSON does, refusals and their field paths included; long arrays read on every core
/// give the in-order result; and no damaged bytes make the reader fail other than with a refusal.
@Suite struct BinaryStoredShapeTests {
  // MARK: Fixtures

  /// The golden journal's final state (every kind of entity), as `replay` printed it.
  private func goldenJSON() throws -> [UInt8] {
    let url = try ProtocolTestBinary.repositoryRoot().appendingPathComponent(
      "Tests/Fixtures/Golden/golden-v2.state.json")
    return Array(try Data(contentsOf: url)).filter { $0 != 0x0A }
  }

  private func json(items count: Int, replaced: [Int: String] = [:]) -> String {
    StoredStateFixture.json(items: count, replaced: replaced)
  }

  /// The state a JSON stored shape holds.
  private func state(json bytes: [UInt8]) throws -> AppState {
    try Snapshot.restore(bytes.span)
  }

  /// `state` written in the binary shape, as a snapshot holds it.
  private func binary(_ state: AppState) -> [UInt8] {
    var writer = BinaryFieldWriter(capacity: 1 << 10)
    writer.root { state.write(to: &$0) }
    return writer.bytes
  }

  /// The state a binary stored shape holds.
  private func state(binary bytes: [UInt8]) throws -> AppState {
    try Snapshot.restore(binary: bytes.span)
  }

  /// `state` written in two streaming runs (headers measured, then the bytes in pieces).
  private func streamed(_ state: AppState) -> (bytes: [UInt8], pieces: Int, kept: Int) {
    var measuring = BinaryFieldWriter.measuring()
    measuring.root { state.write(to: &$0) }
    var bytes: [UInt8] = []
    var pieces = 0
    BinaryFieldWriter.stream(
      headers: measuring.measuredHeaders, writing: { state.write(to: &$0) },
      to: { piece in
        bytes += piece
        pieces += 1
      })
    return (bytes, pieces, measuring.bytes.count)
  }

  // MARK: Round trips

  @Test func releasingTheBytesGivesTheSameStateAndGivesTheItemsPagesBack() throws {
    let bytes = binary(try state(json: Array(json(items: 20_000).utf8)))
    let expected = try state(binary: bytes)
    // Page-aligned memory of our own, as a snapshot file read into memory is.
    let body = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1 << 16)
    defer { body.deallocate() }
    bytes.withUnsafeBytes { body.copyMemory(from: $0) }
    #expect(
      try StoredStateConcurrentReadTests.withSpan(body) { try Snapshot.restore(binary: $0, releasingBytes: true) }
        == expected)
    let pages = stride(from: 1 << 16, to: bytes.count - (1 << 16), by: 1 << 12).map { page in
      body[page..<page + (1 << 12)].allSatisfy { $0 == 0 }
    }
    #expect(pages.filter { $0 }.count > pages.count / 2, "\(pages.filter { $0 }.count) of \(pages.count)")
    bytes.withUnsafeBytes { body.copyMemory(from: $0) }
    #expect(try StoredStateConcurrentReadTests.withSpan(body) { try Snapshot.restore(binary: $0) } == expected)
    #expect(Array(body) == bytes)
  }

  @Test func streamingWritesTheBytesAWriterThatKeepsThemWrites() throws {
    let golden = try state(json: goldenJSON())
    #expect(streamed(golden).bytes == binary(golden))
    for count in [0, 1, 20_000] {
      let large = try state(json: Array(json(items: count).utf8))
      let (bytes, pieces, kept) = streamed(large)
      #expect(bytes == binary(large), "\(count) items")
      // 20,000 items take about 4 MB: several pieces, and the measuring run kept under a piece.
      #expect(count < 20_000 || (pieces > 2 && kept < 1 << 20 + 1 << 16), "\(count): \(pieces) pieces, \(kept) kept")
    }
  }

  @Test func everyKindOfEntityRoundTripsThroughTheBinaryShape() throws {
    let golden = try state(json: goldenJSON())
    #expect(!golden.boxes.boxes.isEmpty && !golden.orders.orders.isEmpty && golden.driver.driver != nil)
    #expect(golden.user.user != nil && !golden.items.items.isEmpty)
    let bytes = binary(golden)
    #expect(try state(binary: bytes) == golden)
    // Written again from what it read, byte for byte the same: nothing is lost or reordered.
    #expect(binary(try state(binary: bytes)) == bytes)
    // Smaller than the JSON: UUIDs and times are stored as values.
    #expect(bytes.count < (try goldenJSON()).count)
  }

  @Test func theEmptyStateRoundTrips() throws {
    #expect(try state(binary: binary(AppState())) == AppState())
  }

  /// The binary shape written by an encoder of its own here, from JSON (every ID and time as a
  /// string), reads as the JSON does: the reader parses a UUID or a time from a string, as the
  /// JSON reader does, so the shapes agree value for value.
  @Test func aBinaryStateWithTextValuesReadsAsItsJSON() throws {
    let text = try goldenJSON()
    let expected = try state(json: text)
    #expect(try state(binary: TestBinaryEncoder.encode(JSONParser().parse(text))) == expected)
  }

  // MARK: Reading on every core

  /// Reads the items of a binary state on every core or in order, through the reader itself.
  private func items(_ bytes: [UInt8], concurrently: Bool) throws -> [Item] {
    try BinaryFieldReader.reading(bytes.span) { reader in
      return concurrently
        ? try reader.objects("items", concurrently: Item.init(restoring:))
        : try reader.objects("items", Item.init(restoring:))
    }
  }

  @Test func readingOnEveryCoreGivesTheItemsReadInOrder() throws {
    // Below the size from which arrays are split (256 KiB, about 2,000 items here), around it,
    // and well past it.
    for count in [1, 2, 1_000, 2_000, 2_100, 4_097, 10_001] {
      let bytes = binary(try state(json: Array(json(items: count).utf8)))
      let concurrent = try items(bytes, concurrently: true)
      #expect(concurrent == (try items(bytes, concurrently: false)), "\(count) items")
      #expect(concurrent.map(\.title.value) == (0..<count).map { "Item \($0)" })
      #expect(Array(try state(binary: bytes).items.items) == concurrent)
    }
  }

  @Test func theRefusalIsTheOneOfTheFirstBrokenItemInOrder() throws {
    let badID = #"{"createdAt":"2026-11-22T09:00:00.000Z","id":"not a UUID","title":"Bad"}"#
    for broken in [[9_999], [5_000, 9_000], [17, 9_998], [0, 4_999, 5_000], [4_999, 5_000]] {
      let text = json(items: 10_000, replaced: Dictionary(uniqueKeysWithValues: broken.map { ($0, badID) }))
      let bytes = try TestBinaryEncoder.encode(JSONParser().parse(text))
      for concurrently in [true, false] {
        #expect(throws: Rejection.invalidField("items[\(broken[0])].id", "a UUID"), "\(broken) \(concurrently)") {
          try items(bytes, concurrently: concurrently)
        }
      }
      #expect(throws: Rejection.invalidField("items[\(broken[0])].id", "a UUID")) { try state(binary: bytes) }
    }
  }

  @Test func anElementThatIsNotAnObjectIsNamedByItsPosition() throws {
    for index in [3, 5_001, 7_999] {
      let bytes = try TestBinaryEncoder.encode(JSONParser().parse(json(items: 8_000, replaced: [index: "7"])))
      for concurrently in [true, false] {
        #expect(throws: Rejection.invalidField("items[\(index)]", "an object")) {
          try items(bytes, concurrently: concurrently)
        }
      }
    }
  }

  // MARK: Refusals

  /// Items with a field of the wrong kind or value: the binary reader refuses each exactly as the
  /// JSON reader refuses the same text, same code, same message, same path.
  @Test(arguments: [
    #""id":7"#, #""id":"1e000000""#, #""title":true"#, #""title":"   ""#, #""tags":"a""#, #""tags":[1]"#,
    #""tags":["a","b","c","d","e","f"]"#, #""available":"yes""#, #""createdAt":"yesterday""#,
    #""createdAt":3"#, #""assignees":{}"#, #""assignees":["x"]"#, #""description":[]"#,
  ])
  func aFieldOfTheWrongKindIsRefusedAsInJSON(_ field: String) throws {
    let valid = #"{"createdAt":"2026-11-22T09:00:00.000Z","id":"1e000000-0000-4000-8000-000000000001","title":"Mug"}"#
    // `field` replaces the valid one of its key (pairs keep a repeated key's last value).
    let base = try #require(try JSONParser().parse(valid).objectValue)
    let replacing = try #require(try JSONParser().parse("{" + field + "}").objectValue)
    let once = JSONWriter.encode(.object(JSONObject(base.members + replacing.members)))
    let text = json(items: 3, replaced: [1: String(decoding: once, as: UTF8.self)])
    let expected = #expect(throws: Rejection.self) { try state(json: Array(text.utf8)) }
    let found = #expect(throws: Rejection.self) {
      try state(binary: TestBinaryEncoder.encode(JSONParser().parse(text)))
    }
    #expect(found == expected, "\(field)")
  }

  @Test func aValueStoredAsAUUIDOrATimeReadsAsItsTextAndBack() throws {
    let id = try #require(UUIDValue(uuidString: "1e000000-0000-4000-8000-0000000000ab"))
    let time = Timestamp(millisecondsSince1970: 1_795_000_000_123)
    var writer = BinaryFieldWriter(capacity: 64)
    writer.root { writer in
      writer.field("id", id)
      writer.field("at", time)
      writer.field("idText", id.description)
      writer.field("atText", time.iso8601)
      writer.field("ids", ids: [id, id])
      writer.field("none", nil as Timestamp?)
    }
    try BinaryFieldReader.reading(writer.bytes.span) { (reader) throws in
      #expect(try reader.optionalString("id") == id.description)
      #expect(try reader.optionalString("at") == time.iso8601)
      #expect(try reader.optionalUUID("idText") == id)
      #expect(try reader.optionalTime("atText") == time)
      #expect(try reader.optionalIDs("ids", as: Never.self) == [id, id])
      #expect(try reader.optionalStrings("ids") == [id.description, id.description])
      #expect(try reader.optionalTime("none") == nil)
      #expect(throws: Rejection.missingField("none")) { try reader.timeOrNow("none") }
      #expect(throws: Rejection.missingField("absent")) { try reader.newID("absent") }
      #expect(throws: Rejection.invalidField("at", "a UUID")) { try reader.optionalUUID("at") }
    }
  }

  // MARK: Damage

  /// Every cut and every flipped byte of a state (the golden one: every kind of entity) is read
  /// without reading outside the buffer: a refusal, or a state when the damage still spells one.
  @Test func damagedBytesGiveARefusalNeverACrash() throws {
    let bytes = binary(try state(json: goldenJSON()))
    for length in 0..<bytes.count {
      #expect(throws: Rejection.self, "cut at \(length)") { try state(binary: Array(bytes.prefix(length))) }
    }
    var generator = SystemRandomNumberGenerator()
    for index in bytes.indices {
      for flip: UInt8 in [0xFF, 0x01, 0x80, UInt8.random(in: 1...0xFF, using: &generator)] {
        var damaged = bytes
        damaged[index] ^= flip
        _ = try? state(binary: damaged)
      }
    }
    // Lengths that point past the end, at every array and object header.
    #expect(throws: Rejection.self) { try state(binary: [BinaryShape.Tag.object.rawValue, 0xFF, 0xFF, 0xFF, 0xFF]) }
    #expect(throws: Rejection.self) { try state(binary: [BinaryShape.Tag.array.rawValue, 0, 0, 0, 0, 0, 0, 0, 0]) }
    #expect(throws: Rejection.self) { try state(binary: []) }
  }

  /// A decimal (tag 0x09) cut or damaged anywhere gives a refusal or a number, never a crash; a
  /// sign byte other than 0 or 1 is malformed; a significand with trailing zeros (never written)
  /// reads as the same number.
  @Test func aDamagedDecimalGivesARefusalNeverACrash() throws {
    var writer = BinaryFieldWriter(capacity: 64)
    writer.root { writer in
      writer.field("d", Decimal(sign: .minus, exponent: -2, significand: 125))
      writer.field("ds", decimals: [Decimal(1), Decimal(sign: .plus, exponent: 127, significand: 99)])
    }
    let bytes = writer.bytes
    let read = { (bytes: [UInt8]) throws -> [Decimal] in
      try BinaryFieldReader.reading(bytes.span) { fields in
        return [try fields.decimal("d")] + (try fields.optionalDecimals("ds") ?? [])
      }
    }
    #expect(
      try read(bytes) == [
        Decimal(sign: .minus, exponent: -2, significand: 125), 1, Decimal(sign: .plus, exponent: 127, significand: 99),
      ])
    for length in 0..<bytes.count {
      #expect(throws: Rejection.self, "cut at \(length)") { try read(Array(bytes.prefix(length))) }
    }
    for index in bytes.indices {
      for flip: UInt8 in [0xFF, 0x01, 0x02, 0x80, 0x7F] {
        var damaged = bytes
        damaged[index] ^= flip
        _ = try? read(damaged)
      }
    }
    // Root tag, length, key "d" (2 bytes), then the decimal's tag at 7 and its sign at 8.
    #expect(bytes[7] == BinaryShape.Tag.decimal.rawValue)
    var badSign = bytes
    badSign[8] = 2
    #expect(throws: Rejection(code: "invalidField", message: "the stored state is malformed at byte 7")) {
      try read(badSign)
    }
    var trailingZero = bytes
    trailingZero[9] = UInt8(bitPattern: -3)
    trailingZero[10] = 0xE2  // 0x04E2 = 1250, × 10⁻³: the same -1.25
    trailingZero[11] = 4
    #expect(try read(trailingZero).first == Decimal(sign: .minus, exponent: -2, significand: 125))
  }

  @Test func aMalformedStateNamesTheByte() throws {
    var bytes = binary(AppState())
    bytes.append(0)
    #expect(
      throws: Rejection(code: "invalidField", message: "the stored state is malformed at byte \(bytes.count - 1)")
    ) {
      try state(binary: bytes)
    }
  }
}

/// An encoder of the binary shape written from its specification (`BinaryShape`), apart from
/// `BinaryFieldWriter`: it writes any JSON value, strings as strings and numbers as integers (or
/// decimals), so tests can store what the app's writer never would (a broken ID, a number for an
/// object).
enum TestBinaryEncoder {
  static func encode(_ value: JSONValue) -> [UInt8] {
    var bytes: [UInt8] = []
    write(value, into: &bytes)
    return bytes
  }

  private static func write(_ value: JSONValue, into bytes: inout [UInt8]) {
    switch value {
    case .null: bytes.append(0)
    case .bool(let flag): bytes.append(flag ? 2 : 1)
    case .number(let number):
      guard let int = number.int64 else { return writeDecimal(number, into: &bytes) }
      bytes.append(3)
      withUnsafeBytes(of: int.littleEndian) { bytes.append(contentsOf: $0) }
    case .string(let text):
      bytes.append(4)
      append(UInt32(text.utf8.count), to: &bytes)
      bytes.append(contentsOf: text.utf8)
    case .array(let elements):
      bytes.append(7)
      var body: [UInt8] = []
      for element in elements { write(element, into: &body) }
      append(UInt32(elements.count), to: &bytes)
      append(UInt32(body.count), to: &bytes)
      bytes += body
    case .object(let object):
      bytes.append(8)
      var body: [UInt8] = []
      for member in object.members {
        body.append(UInt8(member.key.utf8.count))
        body.append(contentsOf: member.key.utf8)
        write(member.value, into: &body)
      }
      append(UInt32(body.count), to: &bytes)
      bytes += body
    }
  }

  /// A number that is not a plain Int64 as a decimal (0x09: sign, power, UInt128 significand),
  /// or null when a `Decimal` cannot hold it (callers check `WireDecimal.parse` first).
  private static func writeDecimal(_ number: JSONNumber, into bytes: inout [UInt8]) {
    let text = number.text
    guard case .number(let decimal) = WireDecimal.parse(json: text.utf8.span) else { return bytes.append(0) }
    bytes += [9, decimal.isNegative ? 1 : 0, UInt8(bitPattern: Int8(decimal.exponent))]
    withUnsafeBytes(of: decimal.significand.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}

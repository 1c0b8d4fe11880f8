import App
import BinaryFieldCodec
import Box
import DomainValues
import Foundation
import Items
import JSON
import JSONFieldCodec
import JSONOutput
import Persistence
import Testing
import UDF
import UDFWire

/// Rows read by position (`StoredRowReader`; the binary shape's reader): every item today's writer
/// writes is read by position into the item `init(restoring:)` makes; a row in today's shape that
/// breaks a domain rule, or a row in another shape, is read again by name and refused (or given
/// its defaults) exactly as the same row in JSON is.
@Suite struct StoredRowReaderTests {
  /// `state` in the binary shape, as a snapshot holds it.
  private func binary(_ state: AppState) -> [UInt8] {
    var writer = BinaryFieldWriter(capacity: 1 << 10)
    writer.root { state.write(to: &$0) }
    return writer.bytes
  }

  /// The items of a binary state, every row read by position: a row that is not throws
  /// `readByName`, naming it.
  private func itemsByPosition(_ bytes: [UInt8]) throws -> [Item] {
    try BinaryFieldReader.reading(bytes.span) { reader in
      try reader.objects("items", inOrder: Item.restored(inOrder:), concurrently: Self.readByName)
    }
  }

  /// Refuses every row: a row read by name where it should have been read by position.
  @Sendable private static func readByName(_ fields: any FieldReader) throws(Rejection) -> Item {
    throw Rejection(code: "readByName", message: fields.path("id"))
  }

  /// The golden journal's final state (items with every field set), as `replay` printed it.
  private func golden() throws -> AppState {
    let url = try ProtocolTestBinary.repositoryRoot().appendingPathComponent(
      "Tests/Fixtures/Golden/golden-v2.state.json")
    let text = Array(try Data(contentsOf: url)).filter { $0 != 0x0A }
    return try Snapshot.restore(text.span)
  }

  @Test func everyItemTodaysWriterWritesIsReadByPosition() throws {
    let golden = try golden()
    #expect(golden.items.items.contains { $0.description != nil })
    #expect(golden.items.items.contains { !$0.assignees.isEmpty })
    #expect(golden.items.items.contains { !$0.attachments.isEmpty })
    #expect(try itemsByPosition(binary(golden)) == Array(golden.items.items))
    // Below and well past the size from which rows are read on every core.
    for count in [1, 10_001] {
      let text = Array(StoredStateFixture.json(items: count).utf8)
      let state = try Snapshot.restore(text.span)
      #expect(try itemsByPosition(binary(state)) == Array(state.items.items), "\(count) items")
    }
  }

  /// Item rows written with raw values, in today's shape (`Item.write(to:)`'s keys, kinds and
  /// order), and with a key left out or added.
  struct CraftedItem: WireWritable, Sendable {
    var number: UInt8 = 7
    var title = "Mug"
    var tags = ["a", "b"]
    var leavesOutAvailable = false
    var extraKey: String?
    var descriptionKey = "description"
    /// Written in place of the tags, as integers.
    var tagsAsIntegers: [Int]?
    /// Written in place of the assignees' IDs, as one text.
    var assigneeAsText: String?
    var availableIsNull = false
    var extraKeyBeforeTitle = false

    func write(to writer: inout some FieldWriter) {
      if let assigneeAsText {
        writer.field("assignees", strings: [assigneeAsText])
      } else {
        writer.field(
          "assignees", ids: [ID<Assignee>(UUID(uuid: (0xA5, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1)))])
      }
      writer.field("attachments", ids: [ID<Items.Attachment>]())
      if !leavesOutAvailable { writer.field("available", availableIsNull ? nil : false as Bool?) }
      writer.field("completed", true)
      writer.field("completedAt", Timestamp(millisecondsSince1970: 1_795_000_000_000))
      writer.field("createdAt", Timestamp(millisecondsSince1970: 1_794_000_000_000))
      writer.field(descriptionKey, "A mug")
      writer.field("id", ID<Item>(UUID(uuid: (0x1E, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))))
      if let tagsAsIntegers { writer.field("tags", ints: tagsAsIntegers) } else { writer.field("tags", strings: tags) }
      if extraKeyBeforeTitle { writer.field(extraKey ?? "", 3) }
      writer.field("title", title)
      if !extraKeyBeforeTitle, let extraKey { writer.field(extraKey, 3) }
    }
  }

  /// A state whose part `key` (`items` unless said) is `rows`, in the binary shape and in JSON.
  private func stored<Row: WireWritable>(_ rows: [Row], as key: String = "items") -> (binary: [UInt8], json: [UInt8]) {
    var binary = BinaryFieldWriter(capacity: 1 << 10)
    binary.root { $0.objects(key, rows) { row, writer in row.write(to: &writer) } }
    var json = JSONWriter(capacity: 1 << 10)
    json.object { $0.objects(key, rows) { row, writer in row.write(to: &writer) } }
    return (binary.bytes, json.bytes)
  }

  @Test func aRowInTodaysShapeIsReadByPosition() throws {
    let items = try itemsByPosition(stored([CraftedItem(), CraftedItem(number: 8, title: "Cup", tags: [])]).binary)
    #expect(items.map(\.title.value) == ["Mug", "Cup"])
    #expect(items[0].tags.map(\.name) == ["a", "b"])
    #expect(!items[0].isAvailable)
    #expect(items[0].isCompleted)
  }

  @Test(arguments: [
    CraftedItem(number: 8, tags: ["a", "b", "c", "d", "e", "f"]), CraftedItem(number: 8, title: ""),
    CraftedItem(number: 8, title: " \n "), CraftedItem(number: 8, title: String(repeating: "x", count: 201)),
    CraftedItem(number: 8, tags: ["a", " "]),
  ])
  func aRowInTodaysShapeThatBreaksARuleIsRefusedAsInJSON(_ broken: CraftedItem) throws {
    let (binary, json) = stored([CraftedItem(), broken, CraftedItem(number: 9)])
    #expect(throws: Rejection.self) { try itemsByPosition(binary) }
    let expected = #expect(throws: Rejection.self) { try Snapshot.restore(json.span) }
    let found = #expect(throws: Rejection.self) { try Snapshot.restore(binary: binary.span) }
    #expect(found == expected)
    #expect(found?.code != Rejection.notReadByPosition.code)
  }

  /// The bytes of `binary` with the element count of the first row's `tags` array moved by
  /// `change` (the array's bytes and elements left as they are).
  private func tagCountChanged(_ binary: [UInt8], by change: Int) throws -> [UInt8] {
    let key = [4] + Array("tags".utf8) + [7]  // the key's length, its bytes, the array's tag
    let start = try #require((0...(binary.count - key.count)).first { Array(binary[$0..<$0 + key.count]) == key })
    var changed = binary
    changed[start + key.count] = UInt8(Int(binary[start + key.count]) + change)  // low byte of the count
    return changed
  }

  @Test(arguments: [-2, -1, 1, 2])
  func anArrayWhoseCountDisagreesWithItsElementsIsNotReadByPosition(_ change: Int) throws {
    let binary = stored([CraftedItem(tags: ["a", "b", "c"])]).binary
    #expect(try itemsByPosition(binary).map { $0.tags.map(\.name) } == [["a", "b", "c"]])
    let error = #expect(throws: Rejection.self) { try itemsByPosition(tagCountChanged(binary, by: change)) }
    #expect(error?.code == "readByName")
  }

  @Test func aRowInAnOlderShapeIsReadByNameWithItsDefaults() throws {
    let (binary, json) = stored([CraftedItem(), CraftedItem(number: 8, leavesOutAvailable: true)])
    #expect(throws: Rejection.self) { try itemsByPosition(binary) }
    let items = Array(try Snapshot.restore(binary: binary.span).items.items)
    #expect(items == Array(try Snapshot.restore(json.span).items.items))
    #expect(items.map(\.isAvailable) == [false, true])
  }

  @Test(arguments: [("weight", true), ("weight", false), ("a", true), ("zzz", false)])
  func aRowWithAKeyThisBuildDoesNotReadIsRefusedNamingIt(_ key: String, _ beforeTitle: Bool) throws {
    let (binary, _) = stored([
      CraftedItem(), CraftedItem(number: 8), CraftedItem(number: 9, extraKey: key, extraKeyBeforeTitle: beforeTitle),
    ])
    #expect(
      throws: StoredFieldAudit.unread("items[2].\(key)", level: .field),
      "\(key) \(beforeTitle ? "between tags and title" : "last")"
    ) { try Snapshot.restore(binary: binary.span) }
  }

  /// A key spelt otherwise but of the same length and kind (a field a newer build added in place of
  /// one this build reads): only comparing the key where it stands tells the row is not today's.
  @Test func aRowWithAKeyRenamedToAnotherOfTheSameKindIsRefusedNamingIt() throws {
    let (binary, _) = stored([CraftedItem(), CraftedItem(number: 8, descriptionKey: "descriptiom")])
    #expect(throws: Rejection.self) { try itemsByPosition(binary) }
    #expect(throws: StoredFieldAudit.unread("items[1].descriptiom", level: .field)) {
      try Snapshot.restore(binary: binary.span)
    }
  }

  /// Arrays whose elements are of another kind but take the bytes today's elements take (an
  /// integer where a tag's four-byte length would be, a 12-byte text where a UUID's 16 bytes are):
  /// each element's tag is checked, and the row is refused as the same row in JSON is.
  @Test(arguments: [
    CraftedItem(number: 8, tagsAsIntegers: [4]), CraftedItem(number: 8, assigneeAsText: "abcdefghijkl"),
  ])
  func aRowWhoseArrayHoldsAnotherKindIsRefusedAsInJSON(_ broken: CraftedItem) throws {
    let (binary, json) = stored([CraftedItem(), broken])
    #expect(throws: Rejection.self) { try itemsByPosition(binary) }
    let expected = #expect(throws: Rejection.self) { try Snapshot.restore(json.span) }
    let found = #expect(throws: Rejection.self) { try Snapshot.restore(binary: binary.span) }
    #expect(found == expected)
  }

  /// A null where today's writer writes a boolean is of another kind: read by name, as absent.
  @Test func aRowWithANullWhereTodaysWriterWritesABooleanReadsAsByName() throws {
    let (binary, json) = stored([CraftedItem(), CraftedItem(number: 8, availableIsNull: true)])
    #expect(throws: Rejection.self) { try itemsByPosition(binary) }
    let items = Array(try Snapshot.restore(binary: binary.span).items.items)
    #expect(items == Array(try Snapshot.restore(json.span).items.items))
    #expect(items.map(\.isAvailable) == [false, true])
  }

  /// Two rows with one ID, each read by position: still one row per ID.
  @Test func twoRowsWithOneIDReadByPositionAreRefused() throws {
    let (binary, _) = stored([CraftedItem(), CraftedItem(number: 8), CraftedItem()])
    let refusal = #expect(throws: Rejection.self) { try Snapshot.restore(binary: binary.span) }
    #expect(refusal?.code == "repeatedID", "\(String(describing: refusal))")
  }

  /// A key longer than sixteen bytes is compared whole: one that differs only in its middle is
  /// another key, and the row is read by name.
  @Test(arguments: [("longKeyName_alpha_endsTheSame", true), ("longKeyName_omega_endsTheSame", false)])
  func aLongKeyIsComparedWhole(_ stored: String, _ readByPosition: Bool) throws {
    var writer = BinaryFieldWriter(capacity: 1 << 8)
    writer.root { $0.objects("rows", [1], { _, row in row.field(stored, "value") }) }
    let bytes = writer.bytes
    let read = {
      try BinaryFieldReader.reading(bytes.span) { reader in
        try reader.objects(
          "rows",
          inOrder: { (row: any StoredRowReader) throws(Rejection) -> String in
            let value = row.string("longKeyName_alpha_endsTheSame")
            guard row.finish() else { throw .notReadByPosition }
            return value
          },
          concurrently: { (fields: any FieldReader) throws(Rejection) -> String in
            _ = try Self.readByName(fields)
            return ""
          })
      }
    }
    if readByPosition {
      #expect(try read() == ["value"])
    } else {
      let refusal = #expect(throws: Rejection.self) { try read() }
      #expect(refusal?.code == "readByName")
    }
  }

  /// Box rows written with raw values, in today's shape (`PackingBox.write(to:)`'s keys, kinds
  /// and order), or with its items as texts (an older writer's shape).
  struct CraftedBox: WireWritable, Sendable {
    var number: UInt8 = 1
    var title = "Kitchen"
    var items: [UInt8] = [1, 2, 3]
    var itemsAsText = false

    func write(to writer: inout some FieldWriter) {
      writer.field("id", ID<PackingBox>(UUID(uuid: (0xB0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))))
      let ids = items.map { ID<BoxedItem>(UUID(uuid: (0x1E, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, number, $0))) }
      if itemsAsText { writer.field("items", strings: ids.map(\.description)) } else { writer.field("items", ids: ids) }
      writer.field("title", title)
    }
  }

  /// The boxes of a binary state, every row read by position: a row that is not throws
  /// `readByName`.
  private func boxesByPosition(_ bytes: [UInt8]) throws -> [PackingBox] {
    try BinaryFieldReader.reading(bytes.span) { reader in
      try reader.objects(
        "boxes", inOrder: PackingBox.restored(inOrder:),
        concurrently: { (fields: any FieldReader) throws(Rejection) -> PackingBox in
          throw Rejection(code: "readByName", message: fields.path("id"))
        })
    }
  }

  @Test func aBoxRowInTodaysShapeIsReadByPositionAsByName() throws {
    let (binary, json) = stored([CraftedBox(), CraftedBox(number: 2, title: "Hall", items: [])], as: "boxes")
    let boxes = try boxesByPosition(binary)
    #expect(boxes.map(\.title.value) == ["Kitchen", "Hall"])
    #expect(boxes.map(\.items.count) == [3, 0])
    #expect(boxes == Array(try Snapshot.restore(json.span).boxes.boxes))
  }

  @Test(arguments: [
    CraftedBox(number: 2, title: " "), CraftedBox(number: 2, items: [4, 5, 4]),
    CraftedBox(number: 2, title: String(repeating: "b", count: 500)),
  ])
  func aBoxRowThatBreaksARuleIsRefusedAsInJSON(_ broken: CraftedBox) throws {
    let (binary, json) = stored([CraftedBox(), broken], as: "boxes")
    #expect(throws: Rejection.self) { try boxesByPosition(binary) }
    let expected = #expect(throws: Rejection.self) { try Snapshot.restore(json.span) }
    let found = #expect(throws: Rejection.self) { try Snapshot.restore(binary: binary.span) }
    #expect(found == expected)
    #expect(found?.code != Rejection.notReadByPosition.code)
  }

  @Test func aBoxRowInAnotherShapeIsReadByName() throws {
    let (binary, json) = stored([CraftedBox(), CraftedBox(number: 2, itemsAsText: true)], as: "boxes")
    #expect(throws: Rejection.self) { try boxesByPosition(binary) }
    let boxes = Array(try Snapshot.restore(binary: binary.span).boxes.boxes)
    #expect(boxes == Array(try Snapshot.restore(json.span).boxes.boxes))
    #expect(boxes.map(\.items.count) == [3, 3])
  }
}

import App
import BinaryFieldCodec
import Foundation
import HeadlessKit
import Items
import JSON
import JSONFieldCodec
import Journal
import Persistence
import StdioProtocol
import Testing
import UDF
import UDFTesting
import UDFWire

/// What a build does not read in stored text is refused, never dropped (docs/PROTOCOL.md,
/// "Written by a newer app"): at every depth, in every row (not only in rows whose keys differ
/// from the first's, which are read through the recorder once), in a journal record's action; and
/// every field this build writes is one it reads, so nothing it wrote is ever refused.
@Suite struct StoredFieldAuditTests {
  /// The refusal `body` throws, as a string.
  private func refusal(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  private func unread(_ field: String) -> String {
    "writtenByNewerApp: it holds the field '\(field)', which this app does not read (it was written by a newer app)"
  }

  /// One row of 20,000 (enough to be read on every core, its elements folded in JSON) with a key
  /// the others lack, in JSON and in the binary shape; and a nested object's key.
  @Test func aFieldThisBuildDoesNotReadIsRefusedInAnyRowAndAtAnyDepth() throws {
    let item = { (index: Int) in
      #"{"assignees":[],"attachments":[],"available":true,"completed":false,"completedAt":null,"#
        + #""createdAt":"2026-11-22T09:00:00.000Z","description":null,"#
        + #""id":"1e000000-0000-4000-8000-\#(String(format: "%012x", index))","tags":[],"title":"Item \#(index)","#
        + #""weight":7}"#
    }
    let json = StoredStateFixture.json(items: 20_000, replaced: [12_345: item(12_345)])
    #expect(refusal { _ = try Snapshot.restore(Array(json.utf8).span) } == unread("items[12345].weight"))
    // The same state in the binary shape: every row written by this build, row 12,345 with a weight.
    let state = try Snapshot.restore(Array(StoredStateFixture.json(items: 20_000).utf8).span)
    var writer = BinaryFieldWriter(capacity: 1 << 22)
    writer.root { fields in
      for part in AppStatePart.allCases where part.rawValue != "items" {
        state.write(part, as: part.rawValue, to: &fields)
      }
      fields.objects("items", state.items.items.enumerated()) { row, fields in
        row.element.write(to: &fields)
        if row.offset == 12_345 { fields.field("weight", 7) }
      }
    }
    #expect(refusal { _ = try Snapshot.restore(binary: writer.bytes.span) } == unread("items[12345].weight"))
    let nested = StoredStateFixture.json(items: 2).replacingOccurrences(
      of: #""saveStatus":{"status":"idle"}"#, with: #""saveStatus":{"eta":3,"status":"idle"}"#)
    #expect(refusal { _ = try Snapshot.restore(Array(nested.utf8).span) } == unread("itemsList.saveStatus.eta"))
    // Without the extra keys, both read.
    #expect(refusal { _ = try Snapshot.restore(Array(StoredStateFixture.json(items: 2).utf8).span) } == nil)
  }

  /// Rows whose own keys are the same but whose nested objects' keys are not: each nested object is
  /// audited too, in either codec, so the one row with a nested key nobody reads is refused.
  @Test func aNestedKeyOnlyOneRowHasIsRefusedInEitherCodec() throws {
    func read(_ fields: any FieldReader) throws(Rejection) -> [Int] {
      let audit = StoredFieldAudit(fields, level: .part)
      let values = try audit.objects("rows") { (row) throws(Rejection) in
        try row.object("inner") { (inner) throws(Rejection) in try inner.int("y") }
      }
      try audit.verify()
      return values
    }
    var writer = BinaryFieldWriter(capacity: 1 << 10)
    writer.root { fields in
      fields.objects("rows", 0..<5) { index, row in
        row.object("inner") { inner in
          if index == 3 { inner.field("x", 1) }
          inner.field("y", index)
        }
      }
    }
    let binary = writer.bytes
    #expect(
      refusal { _ = try BinaryFieldReader.reading(binary.span) { try read($0) } } == unread("rows[3].inner.x"))
    let json = Array(
      #"{"rows":[{"inner":{"y":0}},{"inner":{"y":1}},{"inner":{"x":1,"y":2}}]}"#.utf8)
    #expect(
      refusal {
        _ = try JSONDocument.parse(json.span) { document in
          var context = WireContext.stored
          return try document.withView { (view) throws(Rejection) in
            try JSONFieldReader.reading(view, context: &context) { (fields) throws(Rejection) in try read(fields) }
          }
        }
      } == unread("rows[2].inner.x"))
  }

  /// Rows whose own keys are the same but one element of an array of objects inside one row has a
  /// key nobody reads: a row's shape takes every element's keys, so that row is refused, in either
  /// codec, after rows of the same keys without it were read.
  @Test func aKeyInOneElementOfARowsArrayOfObjectsIsRefusedInEitherCodec() throws {
    func read(_ fields: any FieldReader) throws(Rejection) -> [[Int]] {
      let audit = StoredFieldAudit(fields, level: .part)
      let values = try audit.objects("rows") { (row) throws(Rejection) in
        try row.objects("list") { (element) throws(Rejection) in try element.int("y") }
      }
      try audit.verify()
      return values
    }
    var writer = BinaryFieldWriter(capacity: 1 << 10)
    writer.root { fields in
      fields.objects("rows", 0..<5) { index, row in
        row.objects("list", 0..<2) { position, element in
          if index == 3 && position == 1 { element.field("x", 1) }
          element.field("y", position)
        }
      }
    }
    let binary = writer.bytes
    #expect(
      refusal { _ = try BinaryFieldReader.reading(binary.span) { try read($0) } } == unread("rows[3].list[1].x"))
    let json = Array(
      #"{"rows":[{"list":[{"y":0},{"y":1}]},{"list":[{"y":0},{"y":1}]},{"list":[{"y":0},{"x":1,"y":1}]}]}"#.utf8)
    #expect(
      refusal {
        _ = try JSONDocument.parse(json.span) { document in
          var context = WireContext.stored
          return try document.withView { (view) throws(Rejection) in
            try JSONFieldReader.reading(view, context: &context) { (fields) throws(Rejection) in try read(fields) }
          }
        }
      } == unread("rows[2].list[1].x"))
  }

  /// A record naming its stored shape (`"shape":1`, which this build never writes but reads):
  /// the key is the decoder's own, never refused as unread.
  @Test func aRecordsShapeKeyIsReadNotRefused() throws {
    let record = #"{"action":"box.rename","shape":1,"box":"\#(fixedIDText(1))","title":"a"}"#
    #expect(refusal { _ = try JournalReplay.action(from: Array(record.utf8).span, record: "record 1") } == nil)
  }

  /// The state's own keys are its parts: one this build has no module for is named as a part.
  @Test func aPartThisBuildHasNoModuleForIsRefusedNamingIt() {
    let json = StoredStateFixture.json(items: 2).dropLast() + #","gadgets":[]}"#
    #expect(
      refusal { _ = try Snapshot.restore(Array(json.utf8).span) }
        == "writtenByNewerApp: it holds the part 'gadgets', which this app has no module for (it was written by a newer "
        + "app)")
  }

  /// Every example of every action, and random ones, as the journal writes them: read back as
  /// stored records, nothing refused. A decoder that did not read a field its `write(to:)` writes
  /// would make every record of its action refused.
  @Test func everyRecordThisBuildWritesReadsBackAsAStoredRecord() throws {
    var actions = AppState.modules.flatMap(\.examples)
    var random = ProtocolRandomAction.generator(seed: 41)
    actions += (0..<2_000).map { _ in random.next() }
    for action in actions {
      let bytes = ActionEncoder.encode(action)
      #expect(
        try JournalReplay.action(from: bytes.span, record: "record 1") == action,
        "\(String(decoding: bytes, as: UTF8.self))")
    }
  }

  /// A record with a field its decoder does not read, at the top or inside a loaded item, is
  /// refused as a newer app's; on stdin the same line is accepted (unknown fields are ignored).
  @Test(
    "a record's field its decoder does not read is refused as a newer app's",
    arguments: [
      (
        #"{"action":"item.create","id":"\#(fixedIDText(1))","title":"a","at":"2026-11-22T09:00:00Z","weight":7}"#,
        "weight"
      ),
      (
        #"{"action":"items.didLoad","at":"2026-11-22T09:00:00Z","items":[{"id":"\#(fixedIDText(1))","title":"a"},"#
          + #"{"id":"\#(fixedIDText(2))","title":"b","weight":7}]}"#, "items[1].weight"
      ),
    ])
  func aRecordsUnreadFieldIsRefused(_ record: String, _ field: String) throws {
    #expect(
      refusal { _ = try JournalReplay.action(from: Array(record.utf8).span, record: "record 7 at byte 812") }
        == "record 7 at byte 812 is not an action: " + unread(field))
    var source = TestIDAndTimeSource()
    let parsed = try JSONParser().parse(Array(record.utf8))
    guard case .object(let object) = parsed else { throw StoredFieldAuditFailure() }
    guard case .dispatch = try protocolDecode(object, source: &source) else { throw StoredFieldAuditFailure() }
  }
}

private struct StoredFieldAuditFailure: Error {}

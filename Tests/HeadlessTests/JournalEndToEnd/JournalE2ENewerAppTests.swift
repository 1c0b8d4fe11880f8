import App
import BinaryFieldCodec
import Foundation
import Items
import Persistence
import Testing
import UDF
import UDFTesting
import UDFWire

/// A module or a field comes and goes: a journal written on by a newer build (one with a module
/// this build lacks, or a field it does not read) and then opened by this, older, build. Every
/// newer snapshot, base record and record is made here byte by byte from the documented formats,
/// as the newer build would write it (this build's own output plus the part or field), checksums
/// included. The older build must refuse or skip each, write nothing, and leave every file as the
/// newer build left it: going back to the newer build then finds all it acknowledged.
@Suite struct JournalE2ENewerAppTests {
  private let at = "2026-11-22T09:00:00Z"

  /// A journal of three items by this build, then `edits` records completing and uncompleting
  /// the first (so compaction shrinks it), with its own snapshot after its last record.
  private func journal(in directory: String, edits: Int = 0) throws -> String {
    let path = directory + "/j"
    var lines = (1...3).map { number in
      #"{"action":"item.create","id":"\#(fixedIDText(number, kind: 0x1E))","title":"Item \#(number)","at":"\#(at)"}"#
    }
    lines += (0..<edits).map { edit in
      let verb = edit.isMultiple(of: 2) ? "markCompleted" : "markUncompleted"
      return #"{"action":"item.\#(verb)","item":"\#(fixedIDText(1, kind: 0x1E))","at":"\#(at)"}"#
    }
    try #require(try JournalE2ERun.run(["--journal", path, "--snapshot-every", "0"], input: lines).exit.exited(0))
    try #require(try JournalE2ERun.run(["snapshot", "--journal", path]).exit.exited(0))
    return path
  }

  /// The state this build replays `path` to.
  private func state(of path: String) throws -> AppState {
    let replay = try JournalE2ERun.run(["replay", "--journal", path])
    try #require(replay.exit.exited(0), "\(replay.exit)")
    return try Snapshot.restore(Array(replay.stdout.utf8).span)
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// Appends record `seq` holding `payload` to the journal, as the newer build did; returns where
  /// it starts, where it ends and its checksum.
  private func append(seq: Int, _ payload: String, to path: String) throws -> (offset: Int, end: Int, crc: UInt32) {
    let before = try JournalE2EFiles.bytes(path)
    let record = JournalE2EFiles.record(seq: seq, payload: payload)
    try JournalE2EFiles.write(before + record, to: path)
    return (before.count, before.count + record.count, JournalE2EFiles.crc32c(Array(payload.utf8)))
  }

  /// A format 3 snapshot of the binary `state` after record `seq` (at `record`), as the documented
  /// header and checksum make it.
  private func snapshot(
    _ state: [UInt8], seq: Int, record: (offset: Int, end: Int, crc: UInt32), createdBy: String = "superapp 9.0.0"
  ) -> [UInt8] {
    let head =
      #"{"superappSnapshot":3,"seq":\#(seq),"offset":\#(record.offset),"end":\#(record.end),"#
      + #""record":"\#(hex(record.crc))","createdBy":"\#(createdBy)""#
    let checksum = JournalE2EFiles.crc32c(Array(head.utf8) + state)
    return Array((head + #","crc32c":"\#(hex(checksum))"}"# + "\n").utf8) + state
  }

  /// Every file in `directory` with its bytes.
  private func files(_ directory: String) throws -> [String: [UInt8]] {
    var found: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      found[name] = try JournalE2EFiles.bytes(directory + "/" + name)
    }
    return found
  }

  /// Starts, snapshots, compacts, replays and inspects `path` with this build: each must exit 3
  /// saying `reasons`, and every file must stay exactly as the newer build left it.
  private func expectRefusedEverywhere(
    _ path: String, in directory: String, saying reasons: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try files(directory)
    let commands: [[String]] = [
      ["--journal", path], ["snapshot", "--journal", path], ["compact", "--journal", path],
      ["replay", "--journal", path],
    ]
    for command in commands {
      let run = try JournalE2ERun.run(command, input: [#"{"action":"state.get"}"#])
      #expect(run.exit.exited(3), "\(command): \(run.exit)", sourceLocation: sourceLocation)
      #expect(run.lines.isEmpty, "\(command) replied: \(run.lines)", sourceLocation: sourceLocation)
      for reason in reasons {
        #expect(run.exit.stderr.contains(reason), "\(command): \(run.exit.stderr)", sourceLocation: sourceLocation)
      }
      #expect(try files(directory) == before, "\(command) changed the files", sourceLocation: sourceLocation)
    }
  }

  /// A newer build with a module (`gadgets`) recorded a gadget and snapshotted its state after it.
  /// This build skips that snapshot naming the part, starts from its own older snapshot, and
  /// refuses the gadget's record: no start, no snapshot, no compaction that would drop the gadget.
  @Test func aNewerModulesSnapshotIsSkippedAndItsRecordRefusedWithEveryFileKept() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory)
      let gadget = fixedID(1, Never.self, kind: 0x6A)
      // The gadget changes no part this build knows: the newer state is this build's and the gadgets.
      let state = try state(of: path)
      let record = try append(
        seq: 4, #"{"action":"gadget.add","id":"\#(gadget)","at":"\#(at)"}"#, to: path)
      var writer = BinaryFieldWriter(capacity: 1 << 10)
      writer.root { fields in
        state.write(to: &fields)
        fields.objects("gadgets", [gadget]) { id, fields in fields.field("id", id) }
      }
      try JournalE2EFiles.write(snapshot(writer.bytes, seq: 4, record: record), to: path + ".snapshot-4")
      try expectRefusedEverywhere(
        path, in: directory,
        saying: [
          "record 4 at byte \(record.offset) is not an action",
          "unknown action 'gadget.add'",
        ])
      let start = try JournalE2ERun.run(["--journal", path])
      #expect(
        start.exit.stderr.contains(
          "snapshot \(path).snapshot-4 skipped: writtenByNewerApp: it holds the part 'gadgets', which this app has no "
            + "module for (it was written by a newer app)"), "\(start.exit.stderr)")
    }
  }

  /// The same snapshot alone (no record of the module after it: the newer build compacted
  /// nothing, its records are before the snapshot): without its part the start would lose the
  /// gadget, so it is skipped and this build starts from its own snapshot, as it was before.
  @Test func aSnapshotWithAnUnknownPartIsNeverUsedEvenWhenNothingAfterItIsUnknown() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory)
      let ownState = try state(of: path)
      let record = try append(
        seq: 4, #"{"action":"item.markCompleted","item":"\#(fixedIDText(1, kind: 0x1E))","at":"\#(at)"}"#, to: path)
      let state = try state(of: path)
      var writer = BinaryFieldWriter(capacity: 1 << 10)
      writer.root { fields in
        state.write(to: &fields)
        fields.objects("gadgets", [fixedID(1, Never.self, kind: 0x6A)]) { id, fields in fields.field("id", id) }
      }
      try JournalE2EFiles.write(snapshot(writer.bytes, seq: 4, record: record), to: path + ".snapshot-4")
      let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.exited(0), "\(start.exit)")
      #expect(
        start.exit.stderr.contains("snapshot \(path).snapshot-4 skipped: writtenByNewerApp"), "\(start.exit.stderr)")
      #expect(start.exit.stderr.contains("resumed from \(path).snapshot-3"), "\(start.exit.stderr)")
      #expect(ownState != state)
      #expect(try start.lastState() + "\n" == (try JournalE2ERun.run(["replay", "--journal", path]).stdout))
    }
  }

  /// A newer build added a field to items (`weight`, read as 0 when absent, as "How to add a
  /// field" says), recorded an item with a weight and snapshotted the items with theirs. This
  /// build skips the snapshot naming the field and refuses the record naming it: an older build's
  /// snapshot or compaction would otherwise drop every weight.
  @Test func aNewerFieldInASnapshotAndInARecordIsRefusedWithEveryFileKept() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory)
      let heavy = #"{"action":"item.create","id":"\#(fixedIDText(4, kind: 0x1E))","title":"Anvil","at":"\#(at)""#
      // The newer state is this build's after the same record without its weight, and the weights.
      let before = try JournalE2EFiles.bytes(path)
      _ = try append(seq: 4, heavy + "}", to: path)
      let state = try state(of: path)
      try JournalE2EFiles.write(before, to: path)
      let record = try append(seq: 4, heavy + #","weight":70}"#, to: path)
      var writer = BinaryFieldWriter(capacity: 1 << 10)
      writer.root { fields in
        for part in AppStatePart.allCases where part.rawValue != "items" {
          state.write(part, as: part.rawValue, to: &fields)
        }
        fields.objects("items", state.items.items) { item, fields in
          item.write(to: &fields)
          fields.field("weight", 0)
        }
      }
      try JournalE2EFiles.write(snapshot(writer.bytes, seq: 4, record: record), to: path + ".snapshot-4")
      try expectRefusedEverywhere(
        path, in: directory,
        saying: [
          "record 4 at byte \(record.offset) is not an action: writtenByNewerApp: it holds the field 'weight', which "
            + "this app does not read (it was written by a newer app)"
        ])
      let start = try JournalE2ERun.run(["--journal", path])
      #expect(
        start.exit.stderr.contains(
          "snapshot \(path).snapshot-4 skipped: writtenByNewerApp: it holds the field 'items[0].weight', which this "
            + "app does not read (it was written by a newer app)"), "\(start.exit.stderr)")
    }
  }

  /// A compacted journal whose base record (made by a newer build) holds a part or an item's
  /// field this build does not know: refused (exit 3) naming the record and the part or field,
  /// by every command, and never rewritten.
  @Test(
    "a base record holding an unknown part or field is refused naming it",
    arguments: [
      (#"}"#, #","gadgets":[{"id":"6a000000-0000-4000-8000-000000000001"}]}"#, "the part 'gadgets'"),
      (#""title":"Item 2""#, #""title":"Item 2","weight":70"#, "the field 'items[1].weight'"),
    ])
  func aBaseRecordHoldingWhatThisBuildDoesNotReadIsRefused(_ found: String, _ newer: String, _ named: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory, edits: 30)
      try #require(try JournalE2ERun.run(["compact", "--journal", path]).exit.exited(0))
      let offset = try rewriteBase(of: path, replacingLast: found, with: newer)
      try expectRefusedEverywhere(
        path, in: directory,
        saying: [
          "the base record 33 at byte \(offset) holds no usable state: writtenByNewerApp: it holds \(named), which "
            + "this app"
        ])
    }
  }

  /// The compacted journal at `path` (its base record number 33, nothing after it) with the base
  /// record's payload changed (the last `found` replaced by `newer`) and its checksum made again;
  /// returns the base record's offset.
  private func rewriteBase(of path: String, replacingLast found: String, with newer: String) throws -> Int {
    let lines = JournalE2EFiles.lines(try JournalE2EFiles.bytes(path))
    try #require(lines.count == 2)
    let base = String(decoding: lines[1].dropLast(), as: UTF8.self)
    let payload = try #require(base.range(of: #","action":"#).map { String(base[$0.upperBound...].dropLast()) })
    let place = try #require(payload.range(of: found, options: .backwards))
    let changed = payload.replacingCharacters(in: place, with: newer)
    try JournalE2EFiles.write(lines[0] + JournalE2EFiles.record(seq: 33, payload: changed), to: path)
    return lines[0].count
  }

  /// One item's ID made the ID of the item before it, in a base record and in a snapshot (its
  /// checksum made again): a part holds one row per ID, so either is refused naming the part and
  /// the ID, never restored with one of the two rows lost.
  @Test func aStoredPartWithOneIDInTwoRowsIsRefusedNamingThePartAndTheID() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory, edits: 30)
      let (first, second) = (fixedIDText(1, kind: 0x1E), fixedIDText(2, kind: 0x1E))
      let reason = "repeatedID: its part 'items' holds the ID \(first) twice, in items[0] and items[1] (one row per ID)"
      // The snapshot: the second item's 16 ID bytes made the first's.
      let snapshotPath = path + ".snapshot-33"
      let bytes = try JournalE2EFiles.bytes(snapshotPath)
      let newline = try #require(bytes.firstIndex(of: 10))
      let (one, two) = (Self.uuidBytes(first), Self.uuidBytes(second))
      var state = Array(bytes[(newline + 1)...])
      let at = try #require((0...(state.count - 16)).first { Array(state[$0..<($0 + 16)]) == two })
      state.replaceSubrange(at..<(at + 16), with: one)
      let header = String(decoding: bytes[..<newline], as: UTF8.self)
      let head = try #require(header.range(of: #","crc32c""#).map { String(header[..<$0.lowerBound]) })
      let checksum = JournalE2EFiles.crc32c(Array(head.utf8) + state)
      try JournalE2EFiles.write(
        Array((head + #","crc32c":"\#(hex(checksum))"}"# + "\n").utf8) + state, to: snapshotPath)
      let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.exited(0), "\(start.exit)")
      #expect(start.exit.stderr.contains("snapshot \(snapshotPath) skipped: \(reason)"), "\(start.exit.stderr)")
      #expect(try start.lastState().contains(second), "the full replay has both items")
      // The base record: the second item's ID text made the first's.
      try #require(try JournalE2ERun.run(["compact", "--journal", path]).exit.exited(0))
      let offset = try rewriteBase(of: path, replacingLast: second, with: first)
      try expectRefusedEverywhere(
        path, in: directory, saying: ["the base record 33 at byte \(offset) holds no usable state: \(reason)"])
    }
  }

  private static func uuidBytes(_ text: String) -> [UInt8] {
    guard let id = UUID(uuidString: text) else { return [] }
    return withUnsafeBytes(of: id.uuid) { Array($0) }
  }
}

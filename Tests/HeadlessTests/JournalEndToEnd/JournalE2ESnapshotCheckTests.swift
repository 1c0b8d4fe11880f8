import Files
import Foundation
import Journal
import Persistence
import Testing
import UDFTesting

/// Each check a snapshot must pass before a start resumes from it, alone: every snapshot here is
/// wrong in exactly one way and would otherwise be read without complaint, so only the check
/// under test can refuse it. Each is skipped with the check's own reason and the start replays
/// the journal in full.
@Suite struct JournalE2ESnapshotCheckTests {
  /// A journal `name` of `count` items whose IDs are of `kind`, all written in one run (so two
  /// journals of the same count and titles hold records of the same lengths), and a snapshot
  /// after its last record.
  private func journal(_ name: String, in directory: String, kind: UInt8 = 0x1E, count: Int = 5) throws -> String {
    let path = directory + "/" + name
    let lines = (1...count).map { number in
      #"{"action":"item.create","id":"\#(fixedIDText(number, kind: kind))","title":"Item \#(number)","#
        + #""at":"2026-11-22T09:00:00Z"}"#
    }
    let run = try JournalE2ERun.run(["--journal", path, "--snapshot-every", "0"], input: lines)
    try #require(run.exit.exited(0), "\(run.exit)")
    let snapshot = try JournalE2ERun.run(["snapshot", "--journal", path])
    try #require(snapshot.exit.exited(0), "\(snapshot.exit)")
    return path
  }

  /// Starts on `path` and expects it to skip `snapshot` for `reason` and replay everything.
  private func expectSkipped(
    _ snapshot: String, because reason: String, journal path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
    #expect(start.exit.exited(0), "\(start.exit)", sourceLocation: sourceLocation)
    #expect(
      start.exit.stderr.contains("snapshot \(snapshot) skipped: \(reason)"), "\(start.exit.stderr)",
      sourceLocation: sourceLocation)
    #expect(!start.exit.stderr.contains("resumed"), "\(start.exit.stderr)", sourceLocation: sourceLocation)
    let replay = try JournalE2ERun.run(["replay", "--journal", path])
    #expect(try start.lastState() + "\n" == replay.stdout, sourceLocation: sourceLocation)
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// Writes a format 3 snapshot changed after its header, its checksum over the header's covered
  /// bytes and the state made again: only the state's own checks can refuse it.
  private func writeWithItsChecksumMadeAgain(_ bytes: [UInt8], to snapshot: String) throws {
    let newline = try #require(bytes.firstIndex(of: 10))
    let header = text(Array(bytes[..<newline]))
    let key = #","crc32c":""#
    let covered = try #require(header.range(of: key)).lowerBound
    let digits = String(JournalE2EFiles.crc32c(Array(header[..<covered].utf8) + bytes[(newline + 1)...]), radix: 16)
    let fixed = header[..<covered] + key + String(repeating: "0", count: 8 - digits.count) + digits + #""}"#
    try JournalE2EFiles.write(Array(fixed.utf8) + bytes[newline...], to: snapshot)
  }

  /// One letter of a title changed in the state: still a state every domain accepts ("Item 3"
  /// becomes "Jtem 3"), so only the state's checksum tells.
  @Test func aStateThatFailsItsChecksumButStillRestoresIsSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      let snapshot = path + ".snapshot-5"
      var bytes = try JournalE2EFiles.bytes(snapshot)
      let title = Array("Item 3".utf8)
      let at = try #require(
        (0...(bytes.count - title.count)).first { Array(bytes[$0..<($0 + title.count)]) == title })
      bytes[at] = UInt8(ascii: "J")
      try JournalE2EFiles.write(bytes, to: snapshot)
      try expectSkipped(snapshot, because: "its checksum does not match its header and state", journal: path)
    }
  }

  /// Only the header's format number raised: the state is exactly one this build reads.
  @Test func aSnapshotWhoseHeaderNamesANewerFormatIsSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      let snapshot = path + ".snapshot-5"
      let bytes = try JournalE2EFiles.bytes(snapshot)
      let newline = try #require(bytes.firstIndex(of: 10))
      let header = text(Array(bytes[..<newline]))
      #expect(header.hasPrefix(#"{"superappSnapshot":3,"#))
      let bumped = header.replacingOccurrences(of: #"{"superappSnapshot":3,"#, with: #"{"superappSnapshot":4,"#)
      try JournalE2EFiles.write(Array(bumped.utf8) + bytes[newline...], to: snapshot)
      try expectSkipped(
        snapshot, because: "it was written in snapshot format 4; this superapp reads 3", journal: path)
    }
  }

  /// A snapshot renamed: its header names record 5, its file name record 4. The skip names that
  /// mismatch, not an incomplete header.
  @Test func aSnapshotWhoseNameDoesNotMatchItsHeaderIsSkippedNamingBoth() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      #expect(rename(path + ".snapshot-5", path + ".snapshot-4") == 0)
      try expectSkipped(path + ".snapshot-4", because: "its header says record 5, its name 4", journal: path)
    }
  }

  /// Every bit of a new snapshot's header line (its newline too) flipped, one at a time: each
  /// flip makes the snapshot skipped with a warning, none is used. From format 3 the checksum
  /// covers the header; before it, a flip in `createdBy` (among others) was used without a word.
  @Test func everyBitFlipInANewSnapshotsHeaderMakesItSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      let snapshot = path + ".snapshot-5"
      let bytes = try JournalE2EFiles.bytes(snapshot)
      let newline = try #require(bytes.firstIndex(of: 10))
      let file = try PosixJournalFile.open(path: path, access: .readOnly)
      defer { file.close() }
      #expect(Snapshot.newest(journal: path, file: file).found?.point.seq == 5, "the snapshot as written is used")
      var used: [String] = []
      for index in 0...newline {
        for bit in 0..<8 {
          var flipped = bytes
          flipped[index] ^= 1 << bit
          try JournalE2EFiles.write(flipped, to: snapshot)
          let (found, warnings) = Snapshot.newest(journal: path, file: file)
          if found != nil || warnings.count != 1 { used.append("byte \(index) bit \(bit)") }
        }
      }
      #expect(used.isEmpty, "\(used.count) of \((newline + 1) * 8) flips not refused: \(used)")
    }
  }

  /// Another journal's snapshot after a record at the very same byte offsets (same lengths, other
  /// IDs): only the record's checksum tells it was not taken after this journal's record.
  @Test func anotherJournalsSnapshotWithTheSameOffsetsIsSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      let other = try journal("other", in: directory, kind: 0x2E)
      let ours = try JournalE2EFiles.bytes(path + ".snapshot-5")
      let theirs = try JournalE2EFiles.bytes(other + ".snapshot-5")
      func offsets(_ bytes: [UInt8]) -> String {
        let header = text(Array(bytes.prefix { $0 != 10 }))
        return header.components(separatedBy: #","record":"#).first ?? header
      }
      try #require(offsets(ours) == offsets(theirs), "the two snapshots' offsets differ")
      try #require(ours != theirs)
      try JournalE2EFiles.write(theirs, to: path + ".snapshot-5")
      let offset = try #require(offsets(ours).components(separatedBy: #""offset":"#).last?.prefix { $0.isNumber })
      try expectSkipped(
        path + ".snapshot-5",
        because: "the journal holds no record 5 at byte \(offset) with the checksum the snapshot names",
        journal: path)
    }
  }

  /// A snapshot (format 1, the state as JSON, with a valid checksum and record) whose items list
  /// selects an item that does not exist: the restored state breaks a rule that spans parts.
  @Test func aRestoredSelectionNamingNoItemIsSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      let snapshot = path + ".snapshot-5"
      let bytes = try JournalE2EFiles.bytes(snapshot)
      let header = text(Array(bytes.prefix { $0 != 10 }))
      let state = try JournalE2ERun.run(["replay", "--journal", path]).stdout
      let missing = fixedIDText(99, kind: 0x1E)
      let selected = #""selectedItem":null"#
      try #require(state.contains(selected))
      let body = Array(state.replacingOccurrences(of: selected, with: #""selectedItem":"\#(missing)""#).utf8)
      let digits = String(JournalE2EFiles.crc32c(body), radix: 16)
      let checksum = String(repeating: "0", count: 8 - digits.count) + digits
      var fields = header.dropLast(#""crc32c":"00000000"}"#.count) + #""crc32c":"\#(checksum)"}"#
      fields = fields.replacingOccurrences(of: #"{"superappSnapshot":3,"#, with: #"{"superappSnapshot":1,"#)[...]
      try JournalE2EFiles.write(Array((fields + "\n").utf8) + body, to: snapshot)
      try expectSkipped(snapshot, because: "invalidField", journal: path)
      let start = try JournalE2ERun.run(["--journal", path], input: [])
      #expect(start.exit.stderr.contains("itemsList.selectedItem"), "\(start.exit.stderr)")
    }
  }

  /// A snapshot in today's binary shape (format 3, its checksum over header and state made again)
  /// whose one item has a title of blanks: every row is read by position, and the broken one still
  /// breaks the item's rule, so the snapshot is skipped and the start replays the journal.
  @Test func aSnapshotWhoseOneRowBreaksADomainRuleIsSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal("j", in: directory)
      let snapshot = path + ".snapshot-5"
      var bytes = try JournalE2EFiles.bytes(snapshot)
      let newline = try #require(bytes.firstIndex(of: 10))
      let title = Array("Item 3".utf8)
      let at = try #require(
        (newline..<(bytes.count - title.count)).first { Array(bytes[$0..<($0 + title.count)]) == title })
      bytes.replaceSubrange(at..<(at + title.count), with: Array(repeating: UInt8(ascii: " "), count: title.count))
      try writeWithItsChecksumMadeAgain(bytes, to: snapshot)
      try expectSkipped(snapshot, because: "emptyTitleIsNotAllowed", journal: path)
    }
  }

  /// A snapshot in today's binary shape whose second box lists the first box's item: every box
  /// reads alone, and the check that no item sits in two boxes (work the start runs beside the
  /// items) still refuses it, so the snapshot is skipped and the start replays the journal.
  @Test func aSnapshotWithAnItemInTwoBoxesIsSkipped() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      let (kitchen, garage) = (fixedIDText(1, kind: 0xB0), fixedIDText(2, kind: 0xB0))
      let (cup, pan) = (fixedIDText(1, kind: 0x1E), fixedIDText(2, kind: 0x1E))
      let lines = [
        #"{"action":"provisioning.provisionBox","id":"\#(kitchen)","title":"Kitchen"}"#,
        #"{"action":"provisioning.provisionBox","id":"\#(garage)","title":"Garage"}"#,
        #"{"action":"provisioning.provisionItem","id":"\#(cup)","box":"\#(kitchen)","title":"Cup"}"#,
        #"{"action":"provisioning.provisionItem","id":"\#(pan)","box":"\#(garage)","title":"Pan"}"#,
      ]
      let run = try JournalE2ERun.run(["--journal", path, "--snapshot-every", "0"], input: lines)
      try #require(run.exit.exited(0), "\(run.exit)")
      try #require(try JournalE2ERun.run(["snapshot", "--journal", path]).exit.exited(0))
      let snapshot = path + ".snapshot-4"
      var bytes = try JournalE2EFiles.bytes(snapshot)
      let newline = try #require(bytes.firstIndex(of: 10))
      let uuidBytes = { (text: String) throws -> [UInt8] in
        let uuid = try #require(UUID(uuidString: text)).uuid
        return withUnsafeBytes(of: uuid) { Array($0) }
      }
      // The boxes are the state's first part: the pan's first ID is the one the garage lists.
      let (cupID, panID) = (try uuidBytes(cup), try uuidBytes(pan))
      let at = try #require(
        (newline..<(bytes.count - 16)).first { Array(bytes[$0..<($0 + 16)]) == panID })
      let garageID = try uuidBytes(garage)
      try #require((newline..<at).contains { Array(bytes[$0..<($0 + 16)]) == garageID }, "the garage comes first")
      bytes.replaceSubrange(at..<(at + 16), with: cupID)
      try writeWithItsChecksumMadeAgain(bytes, to: snapshot)
      try expectSkipped(snapshot, because: "alreadyExists", journal: path)
      let start = try JournalE2ERun.run(["--journal", path], input: [])
      #expect(start.exit.stderr.contains(cup), "the refusal names the item: \(start.exit.stderr)")
    }
  }
}

import Checksum
import Testing

@testable import Journal

/// A compacted journal (file format 3): its header names its base record, which must come first,
/// whole; the records after it are judged like any other.
@Suite struct JournalBaseRecordTests {
  private static func header(base: Int) -> [UInt8] { JournalHeader.line(createdBy: "t", base: base) }

  /// A format-3 header written by hand from the documented format.
  @Test func theHeaderIsFormatThreeWithItsBaseUnderTheChecksum() throws {
    let checked = #"{"superappJournal":3,"createdBy":"t","base":200"#
    let expected = checked + #","crc32c":"\#(hex8(CRC32C.checksum(Array(checked.utf8))))"}"# + "\n"
    #expect(String(decoding: Self.header(base: 200), as: UTF8.self) == expected)
    // A journal that was never compacted keeps format 2, which older builds read.
    #expect(String(decoding: JournalHeader.line(createdBy: "t"), as: UTF8.self).hasPrefix(#"{"superappJournal":2,"#))
  }

  @Test func recordsAreNumberedFromTheBaseRecordWhichIsMarked() throws {
    let bytes =
      Self.header(base: 200) + recordLine(seq: 200, payload: #"{"state":1}"#)
      + recordLine(seq: 201, payload: "{}") + recordLine(seq: 202, payload: "[]")
    var bases: [Bool] = []
    let file = FaultyJournalFile(bytes: bytes)
    let journal = try Journal(file: file, fsync: .always) { bases.append($0.isBase) }
    #expect(bases == [true, false, false])
    #expect(journal.base == 200 && journal.lastSeq == 202)
    #expect(try journal.appendDurably(Array("{}".utf8)) == 203)
    #expect(try readJournal(file.bytes).seqs == [200, 201, 202, 203])
  }

  @Test func aTornRecordAfterTheBaseIsATornTail() throws {
    let good = Self.header(base: 7) + recordLine(seq: 7, payload: "{}") + recordLine(seq: 8, payload: "{}")
    let file = FaultyJournalFile(bytes: good + Array(recordLine(seq: 9, payload: "{}").prefix(12)))
    let journal = try Journal(file: file, fsync: .always) { _ in }
    #expect(journal.recovery.tornTail?.seq == 9)
    #expect(file.bytes == good)
  }

  /// Compaction writes the whole file before it takes the journal's name, so a base record that is
  /// damaged, missing or misnumbered is never a torn write: it is refused, the file untouched.
  @Test func aDamagedMissingOrMisnumberedBaseRecordIsCorruptNeverCut() throws {
    let base = recordLine(seq: 50, payload: #"{"state":"all of it"}"#)
    var flipped = base
    flipped[40] ^= 0x04
    let cases: [(String, [UInt8])] = [
      ("header only", Self.header(base: 50)),
      ("torn base", Self.header(base: 50) + Array(base.prefix(base.count - 5))),
      ("base without its newline", Self.header(base: 50) + Array(base.dropLast())),
      ("flipped base", Self.header(base: 50) + flipped),
      ("base numbered 49", Self.header(base: 50) + recordLine(seq: 49, payload: "{}")),
      ("base numbered 51", Self.header(base: 50) + recordLine(seq: 51, payload: "{}")),
    ]
    for (label, bytes) in cases {
      let file = FaultyJournalFile(bytes: bytes)
      let error = journalError { _ = try Journal(file: file, fsync: .always) { _ in } }
      guard case .corrupt(let seq, _, _)? = error else {
        Issue.record("\(label): \(String(describing: error))")
        continue
      }
      #expect(seq == 50, "\(label)")
      #expect(file.bytes == bytes && file.quarantined.isEmpty, "\(label): the file was changed")
    }
  }

  @Test func aBaseThatIsNotASequenceNumberIsNotAJournal() throws {
    for base in ["0", "007", "-1", "", "x", "99999999999999999999"] {
      let checked = #"{"superappJournal":3,"createdBy":"t","base":\#(base)"#
      let line = checked + #","crc32c":"\#(hex8(CRC32C.checksum(Array(checked.utf8))))"}"# + "\n"
      let bytes = Array(line.utf8) + recordLine(seq: 1, payload: "{}")
      let error = journalError { _ = try readJournal(bytes) }
      guard case .notAJournal? = error else {
        Issue.record("base \(base): \(String(describing: error))")
        continue
      }
    }
    // Format 3 without a base, or format 2 with one: damaged.
    for checked in [#"{"superappJournal":3,"createdBy":"t""#, #"{"superappJournal":2,"createdBy":"t","base":5"#] {
      let line = checked + #","crc32c":"\#(hex8(CRC32C.checksum(Array(checked.utf8))))"}"# + "\n"
      let error = journalError { _ = try readJournal(Array(line.utf8) + recordLine(seq: 5, payload: "{}")) }
      guard case .notAJournal? = error else {
        Issue.record("\(checked): \(String(describing: error))")
        continue
      }
    }
  }
}

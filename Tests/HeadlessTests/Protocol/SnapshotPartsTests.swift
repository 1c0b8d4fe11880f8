import App
import BinaryFieldCodec
import Checksum
import Foundation
import Journal
import Persistence
import Testing

/// Each snapshot type's own job, without a start: the header line read back as written and judged
/// field by field (`SnapshotHeader`), the checksum's coverage (`SnapshotFormat`), which files
/// beside a journal are its snapshots and which may go (`SnapshotFiles`), and the binary reader
/// small enough to be held inline by `any FieldReader`.
@Suite struct SnapshotPartsTests {
  private let point = JournalResumePoint(seq: 42, offset: 1_000, end: 1_180, checksum: 0x1A2B_3C4D)

  private func header(_ text: String) throws -> SnapshotHeader {
    try SnapshotHeader(startOf: Array((text + "\n").utf8)[...])
  }

  @Test func aHeaderLineReadsBackAsWritten() throws {
    let line = SnapshotHeader.line(format: 3, after: point, createdBy: "superapp test", checksum: 0xDEAD_BEEF)
    let read = try SnapshotHeader(startOf: (line + Array("state".utf8))[...])
    #expect(read.format == 3 && read.seq == 42 && read.offset == 1_000 && read.end == 1_180)
    #expect(read.record == 0x1A2B_3C4D && read.checksum == 0xDEAD_BEEF)
    let resumed = try read.resumePoint(named: 42)
    #expect(resumed.format == 3 && resumed.point == point && resumed.checksum == 0xDEAD_BEEF)
  }

  @Test func theChecksumCoversTheLineBeforeItsOwnField() throws {
    let line = SnapshotHeader.line(format: 3, after: point, createdBy: "superapp test", checksum: 0)
    let covered = try #require(SnapshotHeader.covered(line.dropLast()))
    #expect(String(decoding: covered, as: UTF8.self).hasSuffix(#""createdBy":"superapp test""#))
    #expect(SnapshotHeader.covered(Array(#"{"superappSnapshot":3}"#.utf8)[...]) == nil)
  }

  @Test func aLineThatIsNotASnapshotHeaderIsRefused() throws {
    #expect(throws: SnapshotError.self) { try SnapshotHeader(startOf: Array(#"{"superappSnapshot":3}"#.utf8)[...]) }
    for text in [#"[1,2]"#, #"{"superappJournal":2}"#, #""superappSnapshot""#] {
      #expect(throws: SnapshotError.self, "\(text)") { try header(text) }
    }
    #expect(throws: (any Error).self) { try header(#"{"superappSnapshot":3,"#) }
  }

  @Test func eachFieldIsJudgedWhenResuming() throws {
    let complete = #""seq":42,"offset":1000,"end":1180,"record":"1a2b3c4d","crc32c":"deadbeef"}"#
    let cases: [(String, String)] = [
      (#"{"superappSnapshot":"3","# + complete, "its format is not a number"),
      (#"{"superappSnapshot":3.0,"# + complete, "its format is not a number"),
      (#"{"superappSnapshot":4,"# + complete, "it was written in snapshot format 4; this superapp reads 3"),
      (#"{"superappSnapshot":0,"# + complete, "its format 0 is not one superapp writes"),
      (
        #"{"superappSnapshot":3,"seq":42,"offset":1000,"record":"1a2b3c4d","crc32c":"deadbeef"}"#,
        "its header is incomplete"
      ),
      (
        #"{"superappSnapshot":3,"seq":42,"offset":1000,"end":1180,"record":"xyz","crc32c":"deadbeef"}"#,
        "its header is incomplete"
      ),
      (
        #"{"superappSnapshot":3,"seq":41,"offset":1000,"end":1180,"record":"1a2b3c4d","crc32c":"deadbeef"}"#,
        "its header says record 41, its name 42"
      ),
    ]
    for (text, reason) in cases {
      let read = try header(text)
      let error = #expect(throws: SnapshotError.self, "\(text)") { try read.resumePoint(named: 42) }
      #expect(error?.description == reason, "\(text)")
    }
    // A string spelled with escapes reads as the same value.
    let escaped = try header(
      #"{"superappSnapshot":3,"seq":42,"offset":1000,"end":1180,"record":"\u0031a2b3c4d","crc32c":"deadbeef"}"#)
    #expect(try escaped.resumePoint(named: 42).point == point)
  }

  @Test func aChecksumIsCheckedOverWhatItsFormatCovers() throws {
    let state = Array("the state".utf8)
    let line = SnapshotHeader.line(format: 3, after: point, createdBy: "t", checksum: 0)
    let covered = try #require(SnapshotHeader.covered(line.dropLast()))
    let three = CRC32C.checksum(state, continuing: CRC32C.checksum(Array(covered)))
    let file = line + state
    let newline = line.count - 1
    try SnapshotFormat.verify(file.span, newline: newline, format: 3, expected: three)
    try SnapshotFormat.verify(file.span, newline: newline, format: 2, expected: CRC32C.checksum(state))
    #expect(throws: SnapshotError.self) {
      try SnapshotFormat.verify(file.span, newline: newline, format: 3, expected: CRC32C.checksum(state))
    }
    #expect(throws: SnapshotError.self) {
      try SnapshotFormat.verify(file.span, newline: newline, format: 2, expected: three)
    }
  }

  @Test func theFilesOfAJournalAreItsNumberedSnapshotsNewestFirstAndOnlyHeadedOnesArePruned() throws {
    let directory = NSTemporaryDirectory() + "snapshot-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = SnapshotFiles(journal: directory + "/j.jsonl")
    let headed = SnapshotHeader.line(format: 3, after: point, createdBy: "t", checksum: 0)
    for seq in [3, 10, 7] { try Data(headed).write(to: URL(fileURLWithPath: files.path(seq: seq))) }
    try Data("not ours".utf8).write(to: URL(fileURLWithPath: files.path(seq: 5)))
    for name in ["j.jsonl.snapshot-0", "j.jsonl.snapshot-x", "j.jsonl.snapshot-9.writing", "k.jsonl.snapshot-11"] {
      try Data(headed).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    #expect(files.candidates().map(\.seq) == [10, 7, 5, 3])
    #expect(files.candidates().first?.path == directory + "/j.jsonl.snapshot-10")
    files.prune(keep: 2, through: 4)
    #expect(files.candidates().map(\.seq) == [10, 7, 5], "only those up to record 4 go")
    files.prune(keep: 1)
    #expect(files.candidates().map(\.seq) == [10, 5], "a file named as a snapshot but not headed as one stays")
    #expect(SnapshotFiles.isHeaded(files.path(seq: 10)) && !SnapshotFiles.isHeaded(files.path(seq: 5)))
  }

  @Test func theBinaryReaderFitsAnExistentialsInlineBuffer() {
    // Three words: a fourth would box every element's reader on the heap (an allocation and
    // reference counting per element of a million).
    #expect(MemoryLayout<BinaryFieldReader>.size <= 3 * MemoryLayout<Int>.size)
  }
}

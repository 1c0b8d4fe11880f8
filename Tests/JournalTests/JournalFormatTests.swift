import Checksum
import Testing

@testable import Journal

@Suite struct JournalFormatTests {
  @Test func recordHasTheDocumentedBytes() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    try journal.append(Array("123456789".utf8))
    try journal.append(Array(#"{"a":{"b":"}"}}"#.utf8))
    let expected =
      String(decoding: testJournalHeader, as: UTF8.self)
      + #"{"v":1,"seq":1,"crc32c":"e3069283","action":123456789}"# + "\n"
      + #"{"v":1,"seq":2,"crc32c":"\#(hex8(CRC32C.checksum(Array(#"{"a":{"b":"}"}}"#.utf8))))","#
      + #""action":{"a":{"b":"}"}}}"# + "\n"
    #expect(String(decoding: file.bytes, as: UTF8.self) == expected)
  }

  @Test func aNewJournalStartsWithItsDocumentedHeader() throws {
    let checked = #"{"superappJournal":2,"createdBy":"superapp 2.0.0""#
    let expected = checked + #","crc32c":"\#(hex8(CRC32C.checksum(Array(checked.utf8))))"}"# + "\n"
    #expect(String(decoding: testJournalHeader, as: UTF8.self) == expected)
    let read = try readJournal(testJournalHeader + recordLine(seq: 1, payload: "{}"))
    #expect(read.seqs == [1])
    #expect(read.recovery.header == JournalHeader(createdBy: "superapp 2.0.0", length: testJournalHeader.count))
  }

  @Test func aDamagedOrNewerHeaderIsRefusedAndTheFileUntouched() throws {
    let header = testJournalHeader
    var flipped = header
    flipped[30] ^= 0x01
    let newerChecked = #"{"superappJournal":4,"createdBy":"x""#
    let newer =
      Array((newerChecked + #","crc32c":"\#(hex8(CRC32C.checksum(Array(newerChecked.utf8))))"}"#).utf8) + [10]
    let flippedToNewer = Array(#"{"superappJournal":4,"createdBy":"x","crc32c":"00000000"}"#.utf8) + [10]
    let cases: [([UInt8], JournalError)] = [
      (flipped + recordLine(seq: 1, payload: "{}"), .notAJournal(reason: "")),
      (Array(header.dropLast()), .notAJournal(reason: "")),
      (newer, .newerFormat(4)),
      (flippedToNewer, .notAJournal(reason: "")),
    ]
    for (bytes, expected) in cases {
      let file = FaultyJournalFile(bytes: bytes)
      let error = journalError { _ = try Journal(file: file, fsync: .always) { _ in } }
      switch (error, expected) {
      case (.notAJournal?, .notAJournal), (.newerFormat(4)?, .newerFormat(4)): break
      default: Issue.record("\(String(describing: error)) for \(String(decoding: bytes, as: UTF8.self))")
      }
      #expect(file.operations.isEmpty && file.bytes == bytes)
    }
  }

  @Test func overheadIs45BytesPlusTheDigitsOfSeq() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    let payload = Array(#"{"action":"trip.complete"}"#.utf8)
    var previous = file.bytes.count
    for seq in 1...120 {
      try journal.append(payload)
      let digits = String(seq).count
      #expect(file.bytes.count - previous == payload.count + 45 + digits)
      previous = file.bytes.count
    }
  }

  @Test func handWrittenRecordsAreRead() throws {
    let bytes = recordLine(seq: 1, payload: "{}") + recordLine(seq: 2, payload: samplePayload(3))
    let read = try readJournal(bytes)
    #expect(read.payloads == ["{}", samplePayload(3)])
    #expect(read.seqs == [1, 2])
    #expect(
      read.recovery
        == JournalRecovery(header: nil, lastSeq: 2, validLength: bytes.count, tornTail: nil, quarantinePath: nil))
  }

  /// A format-1 journal (no header) resumes after any of its records like a headed one: the
  /// records after the point are read, numbering goes on, and appending keeps working.
  @Test func aFormat1JournalResumesAfterARecord() throws {
    let first = recordLine(seq: 1, payload: "{}")
    let second = recordLine(seq: 2, payload: "[2]")
    let file = FaultyJournalFile(bytes: first + second + recordLine(seq: 3, payload: "[3]"))
    let point = JournalResumePoint(
      seq: 2, offset: first.count, end: first.count + second.count, checksum: CRC32C.checksum(Array("[2]".utf8)))
    var replayed: [Int] = []
    let journal = try Journal(file: file, fsync: .never, resumingAfter: point) { replayed.append($0.seq) }
    #expect(replayed == [3])
    #expect(journal.recovery.header == nil)
    #expect(try journal.append(Array("[4]".utf8)) == 4)
    #expect(try readJournal(file.bytes).seqs == [1, 2, 3, 4])
  }

  @Test func entriesCarryTheirOffsets() throws {
    let first = recordLine(seq: 1, payload: "{}")
    let bytes = first + recordLine(seq: 2, payload: "[1]")
    var offsets: [Int] = []
    _ = try JournalReader.read(file: FaultyJournalFile(bytes: bytes)) { offsets.append($0.offset) }
    #expect(offsets == [0, first.count])
  }

  /// A complete line whose checksum matches its payload was written whole: an odd frame is damage
  /// (exit 3), never a torn tail to cut, wherever it is.
  @Test func aCompleteRecordWithAValidChecksumAndAnOddFrameIsDamage() throws {
    let valid = recordLine(seq: 1, payload: "{}")
    let variants = [
      #"{"v":1,"seq":01,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":0,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":1,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))).uppercased())","action":{}}"#,
      #"{"v":1, "seq":1,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
      #"{"seq":1,"v":1,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":1,"crc32c":"\#(hex8(CRC32C.checksum([])))","action":}"#,
      #"{"v":01,"seq":1,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
      #"{"v":0,"seq":1,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":1000000000000000000,"crc32c":"\#(hex8(CRC32C.checksum(Array("{}".utf8))))","action":{}}"#,
    ]
    #expect(try readJournal(valid).seqs == [1])
    for variant in variants {
      for prefix in [[], testJournalHeader, testJournalHeader + valid] {
        let bytes = prefix + Array(variant.utf8) + [10]
        guard case .corrupt(_, let offset, let reason)? = journalError({ _ = try readJournal(bytes) }) else {
          Issue.record("not damage: \(variant) after \(prefix.count) bytes")
          continue
        }
        #expect(offset == prefix.count && reason.contains("checksum is valid but whose frame is not"), "\(variant)")
      }
    }
  }
}

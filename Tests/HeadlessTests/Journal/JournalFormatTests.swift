import Testing

@testable import HeadlessKit

@Suite struct JournalFormatTests {
  @Test func recordHasTheDocumentedBytes() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    try journal.append(Array("123456789".utf8))
    try journal.append(Array(#"{"a":{"b":"}"}}"#.utf8))
    let expected =
      #"{"v":1,"seq":1,"crc32c":"e3069283","action":123456789}"# + "\n"
      + #"{"v":1,"seq":2,"crc32c":"\#(hex8(referenceCRC32C(Array(#"{"a":{"b":"}"}}"#.utf8))))","#
      + #""action":{"a":{"b":"}"}}}"# + "\n"
    #expect(String(decoding: file.bytes, as: UTF8.self) == expected)
  }

  @Test func overheadIs45BytesPlusTheDigitsOfSeq() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    let payload = Array(#"{"action":"trip.complete"}"#.utf8)
    var previous = 0
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
    #expect(read.recovery == JournalRecovery(lastSeq: 2, validLength: bytes.count, tornTail: nil, truncated: false))
  }

  @Test func entriesCarryTheirOffsets() throws {
    let first = recordLine(seq: 1, payload: "{}")
    let bytes = first + recordLine(seq: 2, payload: "[1]")
    var offsets: [Int] = []
    _ = try JournalReader.read(file: FaultyJournalFile(bytes: bytes)) { offsets.append($0.offset) }
    #expect(offsets == [0, first.count])
  }

  @Test func nonCanonicalPrefixesAreNotRecords() throws {
    let valid = recordLine(seq: 1, payload: "{}")
    let variants = [
      #"{"v":1,"seq":01,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":0,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":1,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))).uppercased())","action":{}}"#,
      #"{"v":1, "seq":1,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))))","action":{}}"#,
      #"{"seq":1,"v":1,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))))","action":{}}"#,
      #"{"v":1,"seq":1,"crc32c":"\#(hex8(referenceCRC32C([])))","action":}"#,
      #"{"v":01,"seq":1,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))))","action":{}}"#,
      #"{"v":0,"seq":1,"crc32c":"\#(hex8(referenceCRC32C(Array("{}".utf8))))","action":{}}"#,
    ]
    #expect(try readJournal(valid).seqs == [1])
    for variant in variants {
      let read = try readJournal(Array(variant.utf8) + [10])
      #expect(read.seqs.isEmpty, "\(variant)")
      #expect(read.recovery.tornTail?.reason.contains("not a valid record") == true, "\(variant)")
    }
  }
}

import Testing

@testable import Journal

@Suite struct JournalRoundTripTests {
  @Test func manyRecordsComeBackExactlyAndInOrder() throws {
    let payloads = (0..<2_000).map(samplePayload)
    let file = try journalFile(with: payloads)
    var seen: [String] = []
    var seqs: [Int] = []
    let journal = try Journal(file: FaultyJournalFile(bytes: file.bytes), fsync: .always) { entry in
      seen.append(String(decoding: entry.payload, as: UTF8.self))
      seqs.append(entry.seq)
    }
    #expect(seen == payloads)
    #expect(seqs == Array(1...2_000))
    #expect(journal.lastSeq == 2_000)
    #expect(journal.recovery.tornTail == nil)
    #expect(journal.recovery.warning == nil)
    #expect(journal.recovery.validLength == file.bytes.count)
  }

  @Test func linesAcrossBufferRefillsAndLongerThanTheBuffer() throws {
    let long = #"{"blob":""# + String(repeating: "z", count: 5_000) + #""}"#
    let payloads = [samplePayload(1), long, samplePayload(2), long, samplePayload(3)]
    let bytes = try journalFile(with: payloads).bytes
    for chunkSize in [16, 17, 64, 100, 333, 4_096] {
      var seen: [String] = []
      let recovery = try JournalReader.read(file: FaultyJournalFile(bytes: bytes), chunkSize: chunkSize) {
        seen.append(String(decoding: $0.payload, as: UTF8.self))
      }
      #expect(seen == payloads, "chunk \(chunkSize)")
      #expect(recovery.lastSeq == 5 && recovery.tornTail == nil)
    }
  }

  @Test func seqContinuesAfterReopen() throws {
    let file = FaultyJournalFile()
    let first = try Journal(file: file, fsync: .always) { _ in }
    #expect(try first.append(Array("{}".utf8)) == 1)
    #expect(try first.append(Array("[]".utf8)) == 2)
    try first.close()
    let reopened = FaultyJournalFile(bytes: file.bytes)
    let second = try Journal(file: reopened, fsync: .always) { _ in }
    #expect(second.lastSeq == 2)
    #expect(try second.append(Array("{\"x\":1}".utf8)) == 3)
    #expect(try second.append(contentsOf: [Array("1".utf8), Array("2".utf8)]) == 4..<6)
    #expect(try readJournal(reopened.bytes).payloads == ["{}", "[]", "{\"x\":1}", "1", "2"])
  }

  @Test func groupAppendIsOneWrite() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .always) { _ in }
    let seqs = try journal.append(contentsOf: (0..<5).map { Array(samplePayload($0).utf8) })
    #expect(seqs == 1..<6)
    #expect(file.writeCount == 1)
    #expect(try readJournal(file.bytes).payloads == (0..<5).map(samplePayload))
  }

  /// After a group of any size, on a new journal and after earlier groups, `lastRecord` is
  /// exactly the last record as a reader finds it: where it starts and ends and its checksum.
  @Test(arguments: [1, 2, 3, 7])
  func lastRecordAfterAGroupIsItsLastRecord(_ size: Int) throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    for group in 0..<3 {
      try journal.append(contentsOf: (0..<size).map { Array(samplePayload(group * 10 + $0).utf8) })
      var last: JournalResumePoint?
      _ = try JournalReader.read(file: FaultyJournalFile(bytes: file.bytes)) {
        last = JournalResumePoint(seq: $0.seq, offset: $0.offset, end: $0.end, checksum: $0.checksum)
      }
      #expect(journal.lastRecord == last, "group \(group + 1) of \(size)")
    }
  }

  @Test func acceptsAnyContiguousOrNotPayloadCollection() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    try journal.append("{\"s\":\"é\"}".utf8)
    try journal.append(Array("[1,2]".utf8)[...])
    try journal.append(Array("[3]".utf8).lazy.map { $0 })
    #expect(try readJournal(file.bytes).payloads == ["{\"s\":\"é\"}", "[1,2]", "[3]"])
  }

  @Test func invalidPayloadsAreRefusedWithoutWritingOrPoisoning() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .always) { _ in }
    #expect(throws: JournalError.invalidPayload(reason: "record 1: the payload is empty")) {
      try journal.append([UInt8]())
    }
    #expect(throws: JournalError.invalidPayload(reason: "record 2: the payload contains a newline byte at index 2")) {
      try journal.append(contentsOf: [Array("{}".utf8), Array("{}\n".utf8)])
    }
    #expect(file.writeCount == 0)
    #expect(try journal.append(Array("{}".utf8)) == 1)
    #expect(try journal.append(contentsOf: [[UInt8]]()) == 2..<2)
  }

  @Test func replayErrorsPassThroughUnchanged() throws {
    struct Undecodable: Error, Equatable { let seq: Int }
    let file = try journalFile(with: ["{}", "{}", "{}"])
    #expect(throws: Undecodable(seq: 2)) {
      _ = try Journal(file: FaultyJournalFile(bytes: file.bytes), fsync: .always) { entry in
        if entry.seq == 2 { throw Undecodable(seq: 2) }
      }
    }
  }
}

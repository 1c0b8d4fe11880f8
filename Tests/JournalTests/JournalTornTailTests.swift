import Testing

@testable import Journal

@Suite struct JournalTornTailTests {
  private let payloads = (0..<5).map(samplePayload)

  /// Recovers `bytes` with a writer and checks: records 1...lastSeq back, the tail's bytes
  /// quarantined, then cut at `validLength` and fsynced, and appending continues after it.
  private func expectCut(
    _ bytes: [UInt8], validLength: Int, lastSeq: Int, reason: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = FaultyJournalFile(bytes: bytes)
    var seen: [String] = []
    let journal = try Journal(file: file, fsync: .always) { seen.append(String(decoding: $0.payload, as: UTF8.self)) }
    #expect(seen == Array(payloads.prefix(lastSeq)), sourceLocation: sourceLocation)
    let tail = journal.recovery.tornTail
    #expect(tail?.seq == lastSeq + 1, sourceLocation: sourceLocation)
    #expect(tail?.offset == validLength, sourceLocation: sourceLocation)
    #expect(tail?.length == bytes.count - validLength, sourceLocation: sourceLocation)
    if let reason {
      #expect(
        tail?.reason.contains(reason) == true, "\(String(describing: tail?.reason))", sourceLocation: sourceLocation)
    }
    #expect(journal.recovery.truncated, sourceLocation: sourceLocation)
    #expect(
      file.operations == ["quarantine \(validLength)", "truncate \(validLength)", "sync"],
      sourceLocation: sourceLocation)
    #expect(
      file.quarantined == [Array(bytes[validLength...])], "the cut bytes are kept", sourceLocation: sourceLocation)
    #expect(file.bytes == Array(bytes.prefix(validLength)), sourceLocation: sourceLocation)
    let warning = journal.recovery.warning ?? ""
    #expect(warning.contains("torn last record \(lastSeq + 1) at byte \(validLength)"), sourceLocation: sourceLocation)
    #expect(
      warning.contains("moved its bytes to memory.torn-at-\(validLength) and cut the journal to \(validLength) bytes"),
      "\(warning)", sourceLocation: sourceLocation)
    #expect(try journal.appendDurably(Array("{}".utf8)) == lastSeq + 1, sourceLocation: sourceLocation)
    #expect(try readJournal(file.bytes).seqs == Array(1...(lastSeq + 1)), sourceLocation: sourceLocation)
  }

  @Test func lastRecordCutAtEveryByte() throws {
    let bytes = try journalFile(with: payloads).bytes
    let lastStart = try journalFile(with: Array(payloads.prefix(4))).bytes.count
    for cut in (lastStart + 1)..<bytes.count {
      try expectCut(Array(bytes.prefix(cut)), validLength: lastStart, lastSeq: 4)
    }
    // A whole record except its newline is torn too: the newline is the commit mark.
    try expectCut(
      Array(bytes.dropLast()), validLength: lastStart, lastSeq: 4, reason: "complete record without its final newline")
    try expectCut(
      Array(bytes.prefix(lastStart + 9)), validLength: lastStart, lastSeq: 4, reason: "cut short (no newline)")
  }

  @Test func cleanEndIsNotTouched() throws {
    let bytes = try journalFile(with: payloads).bytes
    let file = FaultyJournalFile(bytes: bytes)
    let journal = try Journal(file: file, fsync: .always) { _ in }
    #expect(journal.recovery.tornTail == nil)
    #expect(file.operations == ["sync"])
    #expect(file.bytes == bytes)
  }

  @Test func badChecksumInTheLastRecord() throws {
    var bytes = try journalFile(with: payloads).bytes
    let lastStart = try journalFile(with: Array(payloads.prefix(4))).bytes.count
    bytes[bytes.count - 5] ^= 0x01
    try expectCut(bytes, validLength: lastStart, lastSeq: 4, reason: "checksum does not match its payload")
    var storedWrong = try journalFile(with: payloads).bytes
    storedWrong[lastStart + 30] =
      storedWrong[lastStart + 30] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
    try expectCut(storedWrong, validLength: lastStart, lastSeq: 4, reason: "checksum does not match")
  }

  @Test func trailingGarbageOrZeros() throws {
    let good = try journalFile(with: payloads).bytes
    let tails: [([UInt8], String)] = [
      (Array("garbage".utf8), "garbage, no newline"),
      (Array("garbage\nmore garbage\n".utf8), "not a valid record"),
      (Array("\n\n".utf8), "not a valid record"),
      ([UInt8](repeating: 0, count: 4_096), "all zero bytes"),
      ([UInt8](repeating: 0, count: 100) + [10] + [UInt8](repeating: 0, count: 50), "zero bytes"),
      (Array(#"{"v":1,"seq":6,"crc32c":"00000000","action":{}}"#.utf8) + [10], "checksum does not match"),
      (Array(recordLine(seq: 6, payload: "{}").prefix(20)) + [UInt8](repeating: 0, count: 64), "cut short"),
    ]
    for (tail, reason) in tails {
      try expectCut(good + tail, validLength: good.count, lastSeq: 5, reason: reason)
    }
  }

  @Test func hugeGarbageTailIsSkippedWithoutBufferingIt() throws {
    let good = try journalFile(with: payloads).bytes
    let zeros = [UInt8](repeating: 0, count: 3 << 20)
    for tail in [zeros, zeros + [10] + zeros, Array("x".utf8) + zeros + [10]] {
      let recovery = try JournalReader.read(file: FaultyJournalFile(bytes: good + tail), chunkSize: 64) { _ in }
      #expect(recovery.lastSeq == 5)
      #expect(recovery.tornTail?.offset == good.count)
      #expect(recovery.tornTail?.length == tail.count)
    }
  }

  @Test func damagedRecordFollowedOnlyByGarbageIsATornTail() throws {
    let good = try journalFile(with: Array(payloads.prefix(4))).bytes
    var damaged = recordLine(seq: 5, payload: payloads[4])
    damaged[damaged.count - 3] ^= 0x20
    try expectCut(
      good + damaged + Array("junk\n".utf8) + Array(recordLine(seq: 6, payload: "{}").dropLast()),
      validLength: good.count, lastSeq: 4, reason: "checksum does not match")
  }

  @Test func aJournalWithOnlyItsHeaderAndATornFirstRecordIsCut() throws {
    let empty = try readJournal(testJournalHeader)
    #expect(empty.seqs.isEmpty && empty.recovery.tornTail == nil && empty.recovery.header != nil)
    let first = recordLine(seq: 1, payload: payloads[0])
    try expectCut(
      testJournalHeader + first.prefix(10), validLength: testJournalHeader.count, lastSeq: 0, reason: "cut short")
  }

  @Test func withoutAHeaderATornFirstRecordIsNotAJournalAndStaysUntouched() throws {
    for bytes in [
      [], Array(recordLine(seq: 1, payload: payloads[0]).prefix(10)),
      Array(recordLine(seq: 1, payload: payloads[0]).dropLast()),
    ] {
      let file = FaultyJournalFile(bytes: bytes)
      guard case .notAJournal = journalError({ _ = try Journal(file: file, fsync: .always) { _ in } }) else {
        Issue.record("\(bytes.count) bytes were taken for a journal")
        continue
      }
      #expect(file.operations.isEmpty && file.bytes == bytes)
    }
  }

  @Test func readOnlyReportsAndIgnoresTheTail() throws {
    let bytes = try journalFile(with: payloads).bytes
    let cut = Array(bytes.dropLast(10))
    let file = FaultyJournalFile(bytes: cut)
    var seqs: [Int] = []
    let recovery = try JournalReader.read(file: file) { seqs.append($0.seq) }
    #expect(seqs == [1, 2, 3, 4])
    #expect(!recovery.truncated)
    #expect(file.operations.isEmpty)
    #expect(file.bytes == cut)
    #expect(recovery.warning?.hasSuffix("ignored it (read only: the journal was not modified)") == true)
  }
}

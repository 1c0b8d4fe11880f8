import Testing

@testable import Journal

@Suite struct JournalCorruptionTests {
  private let payloads = (0..<10).map(samplePayload)

  private func offset(ofRecord seq: Int) throws -> Int {
    try journalFile(with: Array(payloads.prefix(seq - 1))).bytes.count
  }

  /// Opening for writing and reading both refuse `bytes` with `expected`, and nothing is modified.
  private func expectRefused(
    _ bytes: [UInt8], _ expected: JournalError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = FaultyJournalFile(bytes: bytes)
    let error = journalError { _ = try Journal(file: file, fsync: .always) { _ in } }
    #expect(error == expected, sourceLocation: sourceLocation)
    #expect(file.operations.isEmpty, sourceLocation: sourceLocation)
    #expect(file.bytes == bytes, sourceLocation: sourceLocation)
    #expect(journalError { _ = try readJournal(bytes) } == expected, sourceLocation: sourceLocation)
  }

  @Test func flippedPayloadByteInTheMiddle() throws {
    var bytes = try journalFile(with: payloads).bytes
    let start = try offset(ofRecord: 5)
    bytes[start + 70] ^= 0x04
    let error = journalError { _ = try readJournal(bytes) }
    guard case .corrupt(5, start, let reason) = error else {
      Issue.record("expected corrupt at record 5, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("checksum does not match"))
    #expect(reason.contains("valid records follow it"))
    #expect(error?.description.hasPrefix("journal is corrupt at record 5, byte \(start): ") == true)
    expectRefused(bytes, error ?? .closed)
  }

  @Test func everySingleByteFlipBeforeTheLastRecordIsCaught() throws {
    let bytes = try journalFile(with: Array(payloads.prefix(3))).bytes
    let lastStart = try offset(ofRecord: 3)
    let header = testJournalHeader.count
    for index in 0..<lastStart {
      var damaged = bytes
      damaged[index] ^= 0x10
      let error = journalError { _ = try readJournal(damaged) }
      if index < header {
        guard case .notAJournal = error else {
          Issue.record("header byte \(index): expected notAJournal, got \(String(describing: error))")
          continue
        }
        continue
      }
      guard case .corrupt(let seq, let at, _) = error else {
        Issue.record("byte \(index): expected corrupt, got \(String(describing: error))")
        continue
      }
      let recordStart = index < (try offset(ofRecord: 2)) ? header : try offset(ofRecord: 2)
      // A flip in the newline merges two lines; it is still reported at the damaged record.
      #expect(at == recordStart, "byte \(index)")
      #expect(seq == (recordStart == header ? 1 : 2), "byte \(index)")
    }
  }

  @Test func zerosOverARecordInTheMiddle() throws {
    var bytes = try journalFile(with: payloads).bytes
    let start = try offset(ofRecord: 3)
    for index in start..<(start + 40) { bytes[index] = 0 }
    guard case .corrupt(3, start, let reason) = journalError({ _ = try readJournal(bytes) }) else {
      Issue.record("expected corrupt at record 3")
      return
    }
    #expect(reason.contains("zero bytes"))
  }

  @Test func damageFollowedByGarbageThenAValidRecord() throws {
    let good = try journalFile(with: Array(payloads.prefix(2))).bytes
    let bytes = good + Array("not a record\n\n".utf8) + recordLine(seq: 4, payload: "{}")
    expectRefused(
      bytes,
      .corrupt(
        seq: 3, offset: good.count,
        reason: #"it is not a valid record (it does not start with {"v":), and valid records follow it, so it is "#
          + "not a torn tail"))
  }

  @Test func gapInSeq() throws {
    let one = recordLine(seq: 1, payload: "{}")
    let two = recordLine(seq: 2, payload: "{}")
    let bytes = one + two + recordLine(seq: 4, payload: "{}") + recordLine(seq: 5, payload: "{}")
    expectRefused(
      bytes,
      .corrupt(
        seq: 3, offset: one.count + two.count,
        reason: "it has sequence number 4 where 3 was expected (a gap: records missing)"))
  }

  @Test func gapAtTheTailIsStillAnError() throws {
    let one = recordLine(seq: 1, payload: "{}")
    expectRefused(
      one + recordLine(seq: 3, payload: "{}"),
      .corrupt(
        seq: 2, offset: one.count, reason: "it has sequence number 3 where 2 was expected (a gap: records missing)"))
  }

  @Test func duplicateOrNotStartingAtOne() throws {
    let one = recordLine(seq: 1, payload: "{}")
    expectRefused(
      one + one,
      .corrupt(seq: 2, offset: one.count, reason: "it has sequence number 1 where 2 was expected (out of order)"))
    expectRefused(
      recordLine(seq: 2, payload: "{}"),
      .corrupt(seq: 1, offset: 0, reason: "it has sequence number 2 where 1 was expected (a gap: records missing)"))
  }

  @Test func newerVersionIsRefusedWithAClearMessage() throws {
    let good = try journalFile(with: Array(payloads.prefix(2))).bytes
    let newer = recordLine(seq: 3, payload: "{}", version: 2)
    expectRefused(good + newer, .newerVersion(seq: 3, offset: good.count, version: 2))
    #expect(
      JournalError.newerVersion(seq: 17, offset: 2_048, version: 2).description
        == "journal record 17 at byte 2048 has format version 2; this superapp reads version 1")
    // Even a cut record of a newer version is refused rather than cut off: it is not ours to repair.
    expectRefused(good + Array(newer.prefix(8)), .newerVersion(seq: 3, offset: good.count, version: 2))
    expectRefused(
      Array(#"{"v":12,"seq":1,"whatever":true}"#.utf8) + [10], .newerVersion(seq: 1, offset: 0, version: 12))
  }
}

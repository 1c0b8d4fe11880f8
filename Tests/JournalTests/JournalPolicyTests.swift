import Testing

@testable import Journal

/// A clock the test moves by hand.
private final class ManualClock {
  var now = ContinuousClock.now
}

@Suite struct JournalPolicyTests {
  private let record = Array("{}".utf8)

  @Test func alwaysWritesOnAppendAndSyncsOnceOnCommit() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .always) { _ in }
    #expect(file.operations == ["sync"])
    try journal.append(record)
    try journal.append(record)
    try journal.append(record)
    #expect(file.syncCount == 1)
    #expect(file.writeCount == 3)
    #expect(journal.durableSeq == 0)
    try journal.commit()
    #expect(file.syncCount == 2)
    #expect(journal.durableSeq == 3)
    try journal.commit()
    #expect(file.syncCount == 2, "nothing pending, no fsync")
    #expect(try journal.appendDurably(record) == 4)
    #expect(file.syncCount == 3)
    #expect(journal.flushDeadline == nil)
  }

  @Test func neverLeavesItToTheOS() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    try journal.appendDurably(record)
    try journal.commit()
    try journal.flushIfDue()
    #expect(file.syncCount == 1, "only the one at open")
    #expect(file.writeCount == 1, "but the record is written at once")
    try journal.close()
    #expect(file.syncCount == 1)
    #expect(file.isClosed)
  }

  @Test func explicitFlushSyncsUnderAnyPolicy() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .never) { _ in }
    try journal.append(record)
    try journal.flush()
    #expect(file.syncCount == 2)
    #expect(journal.durableSeq == 1)
  }

  @Test func batchSyncsWhenTheIntervalHasPassed() throws {
    let clock = ManualClock()
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .batch, now: { clock.now }, replay: { _ in })
    let opened = clock.now
    #expect(journal.flushDeadline == nil)
    try journal.append(record)
    try journal.commit()
    #expect(file.syncCount == 1)
    #expect(journal.flushDeadline == opened + .milliseconds(100))
    clock.now = opened + .milliseconds(99)
    try journal.append(record)
    try journal.flushIfDue()
    #expect(file.syncCount == 1)
    clock.now = opened + .milliseconds(100)
    try journal.append(record)
    #expect(file.syncCount == 2, "the append path syncs once the interval has passed")
    #expect(journal.durableSeq == 3)
    #expect(journal.flushDeadline == nil)
    try journal.append(record)
    clock.now = opened + .milliseconds(250)
    #expect(journal.flushDeadline == opened + .milliseconds(200))
    try journal.flushIfDue()
    #expect(file.syncCount == 3, "the timer hook syncs when due")
    try journal.flushIfDue()
    #expect(file.syncCount == 3, "nothing pending")
    try journal.append(record)
    try journal.close()
    #expect(file.syncCount == 4, "close syncs what is pending")
  }

  @Test func fsyncFailureIsFatalAndNeverRetried() throws {
    let file = FaultyJournalFile(fault: .failSync(2))
    let journal = try Journal(file: file, fsync: .always) { _ in }
    try journal.append(record)
    #expect(throws: JournalError.fsyncFailed(reason: "injected failure of fsync 2")) { try journal.commit() }
    let unusable = JournalError.unusable(
      reason: JournalError.fsyncFailed(reason: "injected failure of fsync 2").description)
    #expect(throws: unusable) { try journal.commit() }
    #expect(throws: unusable) { try journal.flush() }
    #expect(throws: unusable) { try journal.append(record) }
    #expect(throws: unusable) { try journal.flushIfDue() }
    #expect(file.syncCount == 2)
    #expect(file.writeCount == 1)
    #expect(journal.durableSeq == 0)
    try journal.close()
    #expect(file.isClosed)
    #expect(file.syncCount == 2, "close does not retry either")
  }

  @Test func writeFailureIsFatal() throws {
    let file = FaultyJournalFile(fault: .tearWrite(2, keeping: 10))
    let journal = try Journal(file: file, fsync: .always) { _ in }
    try journal.appendDurably(record)
    #expect(throws: JournalError.writeFailed(reason: "injected tear of write 2")) { try journal.append(record) }
    #expect(journal.lastSeq == 1)
    #expect(throws: JournalError.self) { try journal.append(record) }
    #expect(file.writeCount == 2)
  }

  /// A full disk: the failed append stores what fits, then fails. Those bytes are this process's
  /// own and acknowledged to no one, so they are cut back at once: the file ends at the last
  /// acknowledged record, and a start and a replay on the still-full disk find no torn tail to
  /// copy away (which the full disk could not).
  @Test func aFailedAppendOnAFullDiskIsCutBackSoTheNextStartNeedsNoRoom() throws {
    let file = FaultyJournalFile()
    let journal = try Journal(file: file, fsync: .always) { _ in }
    try journal.appendDurably(record)
    let acknowledged = file.bytes
    file.fault = .diskFull(atLength: acknowledged.count + 10)
    #expect(throws: JournalError.writeFailed(reason: "no space left on device")) {
      try journal.append(contentsOf: [record, record])
    }
    #expect(file.bytes == acknowledged, "the failed write's bytes are cut back")
    let appended = 2 * (acknowledged.count - testJournalHeader.count)
    #expect(file.operations.suffix(3) == ["write 10 of \(appended)", "truncate \(acknowledged.count)", "sync"])
    #expect(throws: JournalError.self) { try journal.append(record) }

    let full = FaultyJournalFile(bytes: file.bytes, fault: .diskFull(atLength: acknowledged.count))
    var replayed = 0
    let reopened = try Journal(file: full, fsync: .always) { _ in replayed += 1 }
    #expect(replayed == 1)
    #expect(reopened.recovery.tornTail == nil)
    #expect(full.bytes == acknowledged)
    #expect(try readJournal(full.bytes).recovery.tornTail == nil)
  }

  @Test func closedJournalRefusesUse() throws {
    let journal = try Journal(file: FaultyJournalFile(), fsync: .always) { _ in }
    try journal.close()
    try journal.close()
    #expect(throws: JournalError.closed) { try journal.append(Array("{}".utf8)) }
    #expect(throws: JournalError.closed) { try journal.commit() }
  }

  @Test func openFailuresAfterReadingAreReported() {
    let torn = recordLine(seq: 1, payload: "{}") + Array("{\"v\":1".utf8)
    #expect(throws: JournalError.fsyncFailed(reason: "injected failure of fsync 1")) {
      _ = try Journal(file: FaultyJournalFile(bytes: torn, fault: .failSync(1)), fsync: .never) { _ in }
    }
  }

  @Test func policyNamesMatchTheCommandLine() {
    #expect(FsyncPolicy(rawValue: "always") == .always)
    #expect(FsyncPolicy(rawValue: "batch") == .batch)
    #expect(FsyncPolicy(rawValue: "never") == .never)
    #expect(FsyncPolicy(rawValue: "sometimes") == nil)
  }
}

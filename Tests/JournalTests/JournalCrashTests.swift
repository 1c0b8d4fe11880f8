import Testing
import UDFTesting

@testable import Journal

/// SQLite-style crash testing: fail or tear every write, fail every fsync, one at a time, then
/// recover from what is on "disk" and check nothing acknowledged was lost and nothing invented.
@Suite struct JournalCrashTests {
  private static let appendCount = 200

  /// One run of the workload: groups of 1...5 appends (some as one group write, some one write
  /// each), each group followed by a commit. Stops at the first error, like the app (exit 1).
  private struct Run {
    var appended: [String] = []
    var acknowledged = 0
    var error: JournalError?
  }

  private func workload(on file: FaultyJournalFile) -> Run {
    var run = Run()
    var random = SeededGenerator(seed: 42)
    let journal: Journal
    do {
      journal = try Journal(file: file, fsync: .always) { _ in }
    } catch {
      run.error = error as? JournalError
      return run
    }
    var index = 0
    do {
      while index < Self.appendCount {
        let size = min(Int.random(in: 1...5, using: &random), Self.appendCount - index)
        let group = (index..<(index + size)).map(samplePayload)
        index += size
        // A payload counts as appended once a write carrying it was attempted.
        run.appended += group
        if Bool.random(using: &random) {
          try journal.append(contentsOf: group.map { Array($0.utf8) })
        } else {
          for payload in group { try journal.append(Array(payload.utf8)) }
        }
        try journal.commit()
        run.acknowledged = run.appended.count
      }
      try journal.close()
    } catch {
      run.error = error
      // After any failure the journal refuses further use and never retries.
      let operations = file.operations
      #expect(throws: JournalError.self) { try journal.append(Array("{}".utf8)) }
      #expect(throws: JournalError.self) { try journal.commit() }
      #expect(file.operations == operations)
    }
    return run
  }

  /// Recovers `bytes` and checks the recovered payloads are a prefix of `run.appended` that holds
  /// every acknowledged one, and that the recovered file is clean and appendable.
  private func expectRecovers(_ bytes: [UInt8], after run: Run, _ label: String) throws {
    let disk = FaultyJournalFile(bytes: bytes)
    var recovered: [String] = []
    let journal = try Journal(file: disk, fsync: .always) {
      recovered.append(String(decoding: $0.payload, as: UTF8.self))
    }
    #expect(recovered.count >= run.acknowledged, "\(label): lost an acknowledged record")
    #expect(recovered.count <= run.appended.count, "\(label): recovered more than was appended")
    #expect(recovered == Array(run.appended.prefix(recovered.count)), "\(label): not a prefix")
    #expect(try readJournal(disk.bytes).recovery.tornTail == nil, "\(label): tail left behind")
    #expect(try journal.appendDurably(Array("{}".utf8)) == recovered.count + 1, "\(label)")
  }

  @Test func everyFaultPointRecoversAPrefixWithEveryAcknowledgedRecord() throws {
    let clean = FaultyJournalFile()
    let baseline = workload(on: clean)
    #expect(baseline.error == nil)
    #expect(baseline.acknowledged == Self.appendCount)
    let writes = clean.writeCount
    let syncs = clean.syncCount
    #expect(writes > 60 && syncs > 30)

    var faults: [FaultyJournalFile.Fault] = []
    for n in 1...writes {
      faults += [
        .failWrite(n), .tearWrite(n, keeping: 0), .tearWrite(n, keeping: 1), .tearWrite(n, keeping: 50),
        .tearWrite(n, keeping: 120), .tearWriteDropping(n, dropping: 1), .tearWriteDropping(n, dropping: 2),
      ]
    }
    faults += (1...syncs).map { .failSync($0) }

    var faultsHit = 0
    for fault in faults {
      let file = FaultyJournalFile(fault: fault)
      let run = workload(on: file)
      guard let error = run.error else {
        Issue.record("\(fault): the run did not fail")
        continue
      }
      faultsHit += 1
      switch fault {
      case .failSync: #expect(error.description.contains("fsync"), "\(fault)")
      default: #expect(error.description.contains("write"), "\(fault)")
      }
      // The process died: the bytes as they stand are what the next start finds.
      try expectRecovers(file.bytes, after: run, "\(fault), process crash")
      // Power loss: only what the last good fsync covered, plus some of what came after.
      let unsynced = file.bytes.count - file.durableLength
      for kept in [0, unsynced / 2, unsynced] {
        try expectRecovers(Array(file.bytes.prefix(file.durableLength + kept)), after: run, "\(fault), power loss")
      }
    }
    #expect(faultsHit == faults.count)
  }
}

import Files
import Foundation
import Testing

@testable import Journal

@Suite struct JournalPosixTests {
  private func mode(_ path: String) -> mode_t {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return info.st_mode & 0o7777
  }

  @Test func roundTripThroughARealFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let payloads = (0..<500).map(samplePayload)
      let journal = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      for group in stride(from: 0, to: payloads.count, by: 7) {
        for payload in payloads[group..<min(group + 7, payloads.count)] { try journal.append(Array(payload.utf8)) }
        try journal.commit()
      }
      try journal.close()
      var seen: [String] = []
      let reopened = try reopenJournal(path: path, fsync: .always) {
        seen.append(String(decoding: $0.payload, as: UTF8.self))
      }
      #expect(seen == payloads)
      #expect(try reopened.append(Array("{}".utf8)) == 501)
      try reopened.close()
    }
  }

  @Test func newFileIsCreatedWithMode0600() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/new.jsonl"
      let journal = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      #expect(mode(path) == 0o600)
      try journal.close()
      let file = try PosixJournalFile.open(
        path: directory + "/other.jsonl", access: .readWrite(newFile: testJournalHeader))
      #expect(file.wasCreated)
      #expect(mode(directory + "/other.jsonl") == 0o600)
    }
  }

  @Test func existingFileKeepsItsMode() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/existing.jsonl"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(recordLine(seq: 1, payload: "{}"))))
      #expect(chmod(path, 0o644) == 0)
      let journal = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      try journal.appendDurably(Array("{}".utf8))
      try journal.close()
      #expect(mode(path) == 0o644)
      #expect(chmod(path, 0o640) == 0)
      let file = try PosixJournalFile.open(path: path, access: .readWrite(newFile: testJournalHeader))
      #expect(!file.wasCreated)
      #expect(mode(path) == 0o640)
    }
  }

  @Test func secondOpenerIsRefusedAtOnceAndGetsInAfterClose() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/locked.jsonl"
      let journal = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      let start = ContinuousClock.now
      #expect(throws: JournalError.locked(path: path)) {
        _ = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      }
      #expect(throws: JournalError.locked(path: path)) {
        _ = try PosixJournalFile.open(path: path, access: .readWrite(newFile: testJournalHeader))
      }
      // Waiting for the lock would never end (this process holds it); the bound catches a retry
      // loop, and is generous so that a busy machine cannot fail it.
      #expect(ContinuousClock.now - start < .seconds(30))
      #expect(JournalError.locked(path: path).description.contains("locked"))
      // A read-only replay takes no lock, so it works beside the writer.
      try journal.appendDurably(Array("{}".utf8))
      #expect(try JournalReader.read(path: path) { _ in }.lastSeq == 1)
      try journal.close()
      let next = try reopenJournal(path: path, fsync: .always) { _ in }
      #expect(next.lastSeq == 1)
      try next.close()
    }
  }

  @Test func lockIsReleasedWhenTheJournalIsReleased() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/released.jsonl"
      do {
        let journal = try Journal(path: path, fsync: .never, createdBy: testJournalCreator) { _ in }
        try journal.append(Array("{}".utf8))
      }
      let again = try reopenJournal(path: path, fsync: .never) { _ in }
      #expect(again.lastSeq == 1)
    }
  }

  /// The file's failures are said as the journal's (`JournalError(FileError)`): an existing empty
  /// file is not a journal, and is left as it is.
  @Test func anExistingEmptyFileIsNotAJournalAndStaysEmpty() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/empty.jsonl"
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let expected = JournalError.notAJournal(
        reason: "the file is empty (a journal this app creates always holds its header)")
      #expect(throws: expected) {
        _ = try PosixJournalFile.open(path: path, access: .readWrite(newFile: testJournalHeader))
      }
      let contents = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(contents.isEmpty)
    }
  }

  @Test func cannotOpenNamesThePathAndTheReason() throws {
    try withTemporaryDirectory { directory in
      let missing = directory + "/no/such/dir/journal.jsonl"
      let error = journalError {
        _ = try Journal(path: missing, fsync: .always, createdBy: testJournalCreator) { _ in }
      }
      guard case .cannotOpen(let path, let reason) = error else {
        Issue.record("expected cannotOpen, got \(String(describing: error))")
        return
      }
      #expect(path == missing)
      #expect(reason.contains("No such file"))
      #expect(error?.description.hasPrefix("cannot open journal \(missing): ") == true)
      let readOnly = journalError { _ = try JournalReader.read(path: directory + "/absent.jsonl") { _ in } }
      guard case .cannotOpen = readOnly else {
        Issue.record("expected cannotOpen, got \(String(describing: readOnly))")
        return
      }
      #expect(!FileManager.default.fileExists(atPath: directory + "/absent.jsonl"))
      let isDirectory = journalError {
        _ = try Journal(path: directory, fsync: .always, createdBy: testJournalCreator) { _ in }
      }
      guard case .cannotOpen = isDirectory else {
        Issue.record("expected cannotOpen, got \(String(describing: isDirectory))")
        return
      }
    }
  }

  @Test func tornTailIsCutOffTheRealFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/torn.jsonl"
      let good = recordLine(seq: 1, payload: "{}") + recordLine(seq: 2, payload: "[]")
      let torn = Array(recordLine(seq: 3, payload: samplePayload(1)).prefix(30))
      #expect(FileManager.default.createFile(atPath: path, contents: Data(good + torn)))
      let replayed = try JournalReader.read(path: path) { _ in }
      #expect(replayed.tornTail?.offset == good.count)
      #expect(replayed.warning?.contains("ignored it (read only: the journal was not modified)") == true)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(good + torn))
      let journal = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      #expect(journal.recovery.truncated)
      #expect(journal.recovery.quarantinePath == path + ".torn-at-\(good.count)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".torn-at-\(good.count)")) == Data(torn))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(good))
      #expect(try journal.appendDurably(Array("{}".utf8)) == 3)
      try journal.close()
      #expect(try JournalReader.read(path: path) { _ in }.lastSeq == 3)
    }
  }

  // Moving a torn tail aside never overwrites a file already under the quarantine name (an
  // earlier quarantine, or anybody's file): the bytes go to the next free name.
  @Test func aTornTailNeverOverwritesAnExistingQuarantineFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/torn.jsonl"
      let good = recordLine(seq: 1, payload: "{}") + recordLine(seq: 2, payload: "[]")
      let torn = Array(recordLine(seq: 3, payload: samplePayload(1)).prefix(30))
      let quarantine = path + ".torn-at-\(good.count)"
      let earlier = Data("an earlier quarantine, longer than the torn tail it must not be overwritten by\n".utf8)
      #expect(FileManager.default.createFile(atPath: path, contents: Data(good + torn)))
      #expect(FileManager.default.createFile(atPath: quarantine, contents: earlier))
      let journal = try Journal(path: path, fsync: .always, createdBy: testJournalCreator) { _ in }
      #expect(journal.recovery.quarantinePath == quarantine + ".2")
      #expect(try Data(contentsOf: URL(fileURLWithPath: quarantine)) == earlier, "the earlier file was overwritten")
      #expect(try Data(contentsOf: URL(fileURLWithPath: quarantine + ".2")) == Data(torn))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(good))
      try journal.close()
    }
  }
}

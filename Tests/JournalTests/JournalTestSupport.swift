import Checksum
import Foundation

@testable import Journal

/// 8 lowercase hex digits.
func hex8(_ value: UInt32) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 8 - digits.count) + digits
}

/// A record line built by hand from the documented format (not by the writer under test).
func recordLine(seq: Int, payload: String, version: Int = 1, checksum: UInt32? = nil) -> [UInt8] {
  let crc = checksum ?? CRC32C.checksum(Array(payload.utf8))
  return Array(#"{"v":\#(version),"seq":\#(seq),"crc32c":"\#(hex8(crc))","action":\#(payload)}"#.utf8) + [10]
}

/// A compact JSON action like the app would journal, different for every `index`.
func samplePayload(_ index: Int) -> String {
  let title = String(repeating: "é}\\\"x", count: index % 7)
  return #"{"action":"item.create","id":"00000000-0000-4000-8000-\#(String(index + 100_000_000_000))","#
    + #""title":"Item \#(index) \#(title)","createdAt":"2024-05-01T10:00:00.000Z"}"#
}

/// Everything a read of `bytes` yields, in order, plus the summary.
func readJournal(_ bytes: [UInt8]) throws -> (payloads: [String], seqs: [Int], recovery: JournalRecovery) {
  var payloads: [String] = []
  var seqs: [Int] = []
  let recovery = try JournalReader.read(file: FaultyJournalFile(bytes: bytes)) { entry in
    payloads.append(String(decoding: entry.payload, as: UTF8.self))
    seqs.append(entry.seq)
  }
  return (payloads, seqs, recovery)
}

/// Writes `payloads` through a real `Journal` on an in-memory file and returns the file.
func journalFile(with payloads: [String]) throws -> FaultyJournalFile {
  let file = FaultyJournalFile()
  let journal = try Journal(file: file, fsync: .never) { _ in }
  for payload in payloads { try journal.append(Array(payload.utf8)) }
  return file
}

/// What `JournalError` a closure threw, or nil.
func journalError(_ body: () throws -> Void) -> JournalError? {
  do {
    try body()
    return nil
  } catch let error as JournalError {
    return error
  } catch {
    return .readFailed(reason: "unexpected error \(error)")
  }
}

/// A fresh directory under the system's temporary directory, removed after `body`.
func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("journal-tests-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  try body(path)
}

/// Reopens a journal this process just closed, waiting out a lock held for a moment by a child.
///
/// Other tests in this process spawn `superapp`; between its fork and its exec a child holds a copy
/// of every open descriptor, and with it our `flock`, until exec closes it (`O_CLOEXEC`). So a
/// reopen right after `close()` can find the lock still held for a few milliseconds (longer on a
/// busy machine). Any other error, or a lock held for more than 60 seconds, is thrown.
func reopenJournal(
  path: String,
  fsync: FsyncPolicy,
  replay: (JournalEntry) throws -> Void
) throws -> Journal {
  let deadline = ContinuousClock.now + .seconds(60)
  while true {
    do {
      return try Journal(path: path, fsync: fsync, createdBy: testJournalCreator, replay: replay)
    } catch JournalError.locked where ContinuousClock.now < deadline {
      usleep(10_000)
    }
  }
}

/// The app name the tests create journals with, as the real app writes it.
let testJournalCreator = "superapp 2.0.0"

/// The header of a new journal made by the tests (what `superapp` writes).
let testJournalHeader = Journal.header(createdBy: testJournalCreator)

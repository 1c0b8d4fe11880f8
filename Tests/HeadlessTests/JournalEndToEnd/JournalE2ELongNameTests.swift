import Foundation
import Testing

/// A journal whose name leaves no room for a file this app makes beside it (a file name holds at
/// most 255 bytes): the message says so, naming the suffix and the limit, before anything is made,
/// and no file appears. A name with room works as before.
@Suite struct JournalE2ELongNameTests {
  private let create =
    #"{"action":"item.create","id":"1e000000-0000-4000-8000-000000000001","title":"x","at":"2026-11-22T09:00:00Z"}"#

  /// 245 bytes and more: the journal cannot be created (`.creating-PID` does not fit, whatever
  /// the pid).
  @Test("a new journal whose temporary name cannot fit is refused before anything is made", arguments: [245, 250, 255])
  func aNewJournalWithNoRoomForItsTemporaryNameIsRefused(_ length: Int) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/" + String(repeating: "j", count: length)
      let run = try JournalE2ERun.run(["--journal", path], input: [create])
      #expect(run.exit.exited(3), "\(run.exit)")
      #expect(run.lines.isEmpty)
      #expect(
        run.exit.stderr.contains(
          "its name (\(length) bytes) is too long for the file this app makes beside it, the name followed by `.creating-"
        ), "\(run.exit.stderr)")
      #expect(run.exit.stderr.contains("a file name holds at most 255 bytes"), "\(run.exit.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
  }

  /// 241 bytes: `.creating-PID` fits for a pid of up to four digits and not beyond: the journal is
  /// created and works, or it is refused with the message and nothing is made, never anything else.
  @Test func aNewJournalOf241BytesIsCreatedOrRefusedWithTheMessage() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/" + String(repeating: "j", count: 241)
      let run = try JournalE2ERun.run(["--journal", path], input: [create])
      let files = try FileManager.default.contentsOfDirectory(atPath: directory)
      if run.exit.exited(0) {
        #expect(run.lines == [#"{"type":"accepted","line":1,"seq":1}"#])
        #expect(files == [String(repeating: "j", count: 241)])
      } else {
        #expect(run.exit.exited(3), "\(run.exit)")
        #expect(run.exit.stderr.contains("its name (241 bytes) is too long"), "\(run.exit.stderr)")
        #expect(files.isEmpty)
      }
    }
  }

  /// 236 bytes: the journal is created and served, but a snapshot's name
  /// (`.snapshot-1.writing-PID`) cannot fit: `snapshot` says so naming the snapshot (not a
  /// journal, not its temporary file), makes nothing, and the journal stays as it was.
  @Test func aSnapshotWhoseTemporaryNameCannotFitIsRefusedNamingTheSnapshot() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/" + String(repeating: "j", count: 236)
      try #require(try JournalE2ERun.run(["--journal", path], input: [create]).exit.exited(0))
      let before = try JournalE2EFiles.bytes(path)
      let run = try JournalE2ERun.run(["snapshot", "--journal", path])
      #expect(run.exit.exited(1), "\(run.exit)")
      #expect(
        run.exit.stderr.contains(
          "superapp: cannot write a snapshot of \(path): cannot create \(path).snapshot-1 (through a temporary file "
            + "beside it): its name (247 bytes) is too long for the file this app makes beside it, the name followed "
            + "by `.writing-"), "\(run.exit.stderr)")
      #expect(run.exit.stderr.contains("a file name holds at most 255 bytes"), "\(run.exit.stderr)")
      #expect(!run.exit.stderr.contains("journal \(path).snapshot"), "\(run.exit.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 1)
      #expect(try JournalE2EFiles.bytes(path) == before)
      let compact = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(compact.exit.exited(1), "\(compact.exit)")
      #expect(
        compact.exit.stderr.contains(
          "superapp: cannot compact \(path): its state after record 1 must first be written as a snapshot, and that "
            + "failed: cannot create \(path).snapshot-1"), "\(compact.exit.stderr)")
      #expect(try JournalE2EFiles.bytes(path) == before)
    }
  }

  /// A torn tail of a journal with no room for `.torn-at-OFFSET` is not cut: exit 3 saying why.
  @Test func aTornTailWithNoRoomForItsQuarantineNameIsNotCut() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/" + String(repeating: "j", count: 245)
      // Made by hand: the app could not create a journal of that name.
      let header = #"{"superappJournal":2,"createdBy":"superapp 2.0.0""#
      let digits = String(JournalE2EFiles.crc32c(Array(header.utf8)), radix: 16)
      let line = header + #","crc32c":"\#(String(repeating: "0", count: 8 - digits.count) + digits)"}"# + "\n"
      let bytes = Array(line.utf8) + Array(#"{"v":1,"seq":1,"crc"#.utf8)
      try JournalE2EFiles.write(bytes, to: path)
      let run = try JournalE2ERun.run(["--journal", path])
      #expect(run.exit.exited(3), "\(run.exit)")
      #expect(run.exit.stderr.contains("followed by `.torn-at-\(line.utf8.count)`"), "\(run.exit.stderr)")
      #expect(try JournalE2EFiles.bytes(path) == bytes)
    }
  }
}

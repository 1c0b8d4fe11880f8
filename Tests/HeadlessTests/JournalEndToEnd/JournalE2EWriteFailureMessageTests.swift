import Foundation
import Testing
import UDFTesting

/// A snapshot or an inspector page that cannot be written is named as the file it was to be,
/// never as a journal nor by the temporary file it is written through, with the system's reason,
/// and leaves nothing behind.
@Suite struct JournalE2EWriteFailureMessageTests {
  /// A journal of 60 items: its state takes more than the 4 KiB the tests let a file have.
  private func journal(in directory: String) throws -> String {
    let path = directory + "/j"
    let lines = (1...60).map { number in
      #"{"action":"item.create","id":"\#(fixedIDText(number, kind: 0x1E))","title":"Item \#(number)","#
        + #""at":"2026-11-22T09:00:00Z"}"#
    }
    try #require(try JournalE2ERun.run(["--journal", path, "--snapshot-every", "0"], input: lines).exit.exited(0))
    return path
  }

  /// A file size limit of 8 blocks (4 KiB) fails the snapshot's writes past it (EFBIG, as a full
  /// disk fails them with ENOSPC); SIGXFSZ is ignored so the write fails instead of killing it.
  @Test func aSnapshotWriteThatFailsSaysSoNamingTheSnapshot() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory)
      let before = try JournalE2EFiles.bytes(path)
      let run = try JournalE2ERun.run(["snapshot", "--journal", path], shellSetup: "trap '' XFSZ; ulimit -f 8")
      #expect(run.exit.exited(1), "\(run.exit)")
      #expect(
        run.exit.stderr.contains("superapp: cannot write a snapshot of \(path): cannot write \(path).snapshot-60: "),
        "\(run.exit.stderr)")
      #expect(!run.exit.stderr.contains("journal write failed"), "\(run.exit.stderr)")
      #expect(!run.exit.stderr.contains(".writing-"), "\(run.exit.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["j"])
      #expect(try JournalE2EFiles.bytes(path) == before)
    }
  }

  @Test func anInspectorPageThatCannotBeWrittenIsNamedAsThePage() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = try journal(in: directory)
      let page = directory + "/p.html"
      let run = try JournalE2ERun.run(
        ["inspect", "--journal", path, "--out", page], shellSetup: "trap '' XFSZ; ulimit -f 8")
      #expect(run.exit.exited(1), "\(run.exit)")
      #expect(run.exit.stderr.contains("superapp: cannot write to \(page): File too large"), "\(run.exit.stderr)")
      #expect(!run.exit.stderr.contains(".writing-"), "\(run.exit.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["j"])
    }
  }

  /// The same when the write that fails is one of the page's data, streamed in pieces of a MiB
  /// (a journal of 6,000 items, the file size limit of 1,024 blocks past the page's head).
  @Test func anInspectorPageWhoseDataCannotBeWrittenIsNamedAsThePage() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      let lines = (1...6_000).map { number in
        #"{"action":"item.create","id":"\#(fixedIDText(number, kind: 0x1E))","title":"Item \#(number)","#
          + #""at":"2026-11-22T09:00:00Z"}"#
      }
      try #require(try JournalE2ERun.run(["--journal", path, "--snapshot-every", "0"], input: lines).exit.exited(0))
      let page = directory + "/p.html"
      let run = try JournalE2ERun.run(
        ["inspect", "--journal", path, "--out", page], shellSetup: "trap '' XFSZ; ulimit -f 1024")
      #expect(run.exit.exited(1), "\(run.exit)")
      #expect(run.exit.stderr.contains("superapp: cannot write to \(page): File too large"), "\(run.exit.stderr)")
      #expect(!run.exit.stderr.contains(".writing-"), "\(run.exit.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["j"])
    }
  }
}

import Foundation
import Testing
import UDFTesting

/// Snapshots: a start resumes from the newest usable one and replays only the records after it,
/// reaching exactly the state of a full replay; a damaged, newer or foreign snapshot is skipped
/// with a warning naming it, never making the journal unusable.
@Suite struct JournalE2ESnapshotTests {
  private func snapshots(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".snapshot-") }.sorted()
  }

  private func stateAtStart(_ journal: String) throws -> (state: String, stderr: String) {
    let run = try JournalE2ERun.run(["--journal", journal], input: [#"{"action":"state.get"}"#])
    return (try run.lastState(), run.exit.stderr)
  }

  private func fullReplay(_ journal: String) throws -> String {
    let run = try JournalE2ERun.run(["replay", "--journal", journal])
    return run.stdout.trimmingCharacters(in: .newlines)
  }

  /// Starts `journal` and records an issue unless its stderr says each of `said` and none of
  /// `unsaid`, and it reaches exactly the state a full replay reaches. Returns that state.
  @discardableResult
  private func expectStart(
    _ journal: String, saying said: [String], notSaying unsaid: [String] = [], _ label: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let start = try stateAtStart(journal)
    for text in said {
      #expect(start.stderr.contains(text), "\(label) \(start.stderr)", sourceLocation: sourceLocation)
    }
    for text in unsaid {
      #expect(!start.stderr.contains(text), "\(label) \(start.stderr)", sourceLocation: sourceLocation)
    }
    #expect(start.state == (try fullReplay(journal)), "\(label)", sourceLocation: sourceLocation)
    return start.state
  }

  @Test func snapshotsAreWrittenEveryNActionsAndTheNewestTwoKept() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      try JournalE2EFiles.createItems(10, journal: journal, snapshotEvery: 3)
      #expect(try snapshots(in: directory) == ["journal.jsonl.snapshot-6", "journal.jsonl.snapshot-9"])
      try expectStart(journal, saying: ["resumed from \(journal).snapshot-9 (records 1-9)"])
    }
  }

  /// Seven lines written at once are journaled as one group: the snapshot after it names the
  /// group's last record, and the next start resumes from it.
  @Test func aSnapshotAfterAGroupOfRecordsIsResumedFrom() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      let lines = (1...7).map { number in
        #"{"action":"item.create","id":"\#(fixedIDText(number, kind: 0x1E))","title":"Item \#(number)"}"#
      }
      let run = try JournalE2ERun.run(["--journal", journal, "--snapshot-every", "3"], input: lines)
      #expect(run.exit.exited(0), "\(run.exit)")
      let names = try snapshots(in: directory)
      let newest = try #require(names.compactMap { Int($0.dropFirst("journal.jsonl.snapshot-".count)) }.max())
      try expectStart(
        journal, saying: ["resumed from \(journal).snapshot-\(newest) (records 1-\(newest))"], notSaying: ["skipped"])
    }
  }

  @Test func theSnapshotCommandAndMoreRecordsAfterIt() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      try JournalE2EFiles.createItems(5, journal: journal, snapshotEvery: 0)
      let snapshot = try JournalE2ERun.run(["snapshot", "--journal", journal])
      #expect(snapshot.exit.exited(0), "\(snapshot.exit)")
      #expect(try snapshots(in: directory) == ["journal.jsonl.snapshot-5"])
      try JournalE2EFiles.createItems(4, journal: journal, from: 6, snapshotEvery: 0)
      let state = try expectStart(journal, saying: ["snapshot-5 (records 1-5)"])
      #expect(state.contains("Item 9"))
    }
  }

  /// Damage of every kind makes a snapshot skipped, with its name, and the older one or a full
  /// replay used: the state is always the full replay's.
  @Test(arguments: ["flipped state", "truncated", "newer format", "another journal's", "garbage"])
  func aBadSnapshotIsSkippedWithAWarningNamingIt(_ damage: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      try JournalE2EFiles.createItems(7, journal: journal, snapshotEvery: 3)
      let newest = journal + ".snapshot-6"
      var bytes = try JournalE2EFiles.bytes(newest)
      switch damage {
      case "flipped state": bytes[bytes.count - 10] ^= 0x04
      case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
      case "newer format":
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
          of: #"{"superappSnapshot":3,"#, with: #"{"superappSnapshot":4,"#)
        bytes = Array(text.utf8)
      case "another journal's":
        let other = directory + "/other.jsonl"
        try JournalE2EFiles.createItems(7, journal: other, from: 100, snapshotEvery: 6)
        bytes = try JournalE2EFiles.bytes(other + ".snapshot-6")
      default: bytes = Array("not a snapshot\n".utf8)
      }
      try JournalE2EFiles.write(bytes, to: newest)
      try expectStart(journal, saying: ["snapshot \(newest) skipped", "snapshot-3 (records 1-3)"], "\(damage):")
    }
  }

  /// A journal without a header (file format 1, written before headers existed) takes manual and
  /// automatic snapshots, and every later start resumes from the newest one.
  @Test func aJournalWithoutAHeaderResumesFromItsSnapshots() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/old.jsonl"
      let records = (1...3).flatMap { number in
        JournalE2EFiles.record(
          seq: number,
          payload: #"{"action":"item.create","id":"\#(fixedIDText(number, kind: 0x1E))","title":"Item \#(number)","#
            + #""at":"2026-11-22T09:00:00Z"}"#)
      }
      try JournalE2EFiles.write(records, to: journal)
      let snapshot = try JournalE2ERun.run(["snapshot", "--journal", journal])
      #expect(snapshot.exit.exited(0), "\(snapshot.exit)")
      try expectStart(journal, saying: ["resumed from \(journal).snapshot-3 (records 1-3)"])

      try JournalE2EFiles.createItems(3, journal: journal, from: 4, snapshotEvery: 2)
      let automatic = try expectStart(journal, saying: ["resumed from \(journal).snapshot-5 (records 1-5)"])
      #expect(automatic.contains("Item 6"))
      #expect(try JournalE2EFiles.bytes(journal).starts(with: records), "the old records changed")
    }
  }

  @Test func withEverySnapshotUnusableTheJournalIsReplayedInFull() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      try JournalE2EFiles.createItems(4, journal: journal, snapshotEvery: 2)
      for name in try snapshots(in: directory) {
        try JournalE2EFiles.write(Array("x\n".utf8), to: directory + "/" + name)
      }
      try expectStart(journal, saying: [], notSaying: ["resumed"])
    }
  }

  /// Files that merely carry a snapshot's name are never waited on nor replaced: a FIFO is
  /// skipped at once, a foreign file keeps its bytes and the snapshot is not written over it.
  @Test func aFIFOOrAForeignFileNamedLikeASnapshotIsLeftAlone() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      try JournalE2EFiles.createItems(2, journal: journal, snapshotEvery: 0)
      #expect(mkfifo(journal + ".snapshot-7", 0o600) == 0)
      let mine = Array("my notes\n".utf8)
      try JournalE2EFiles.write(mine, to: journal + ".snapshot-3")
      try JournalE2EFiles.createItems(1, journal: journal, from: 3, snapshotEvery: 1)
      #expect(try JournalE2EFiles.bytes(journal + ".snapshot-3") == mine)
      let start = try JournalE2ERun.run(["--journal", journal], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.exited(0), "\(start.exit)")
      #expect(start.exit.stderr.contains("snapshot-7 skipped: it is not a regular file"), "\(start.exit.stderr)")
      #expect(try start.lastState() == (try fullReplay(journal)))
    }
  }

  /// `--timings` says on stderr where the start's time went: each step of loading the snapshot it
  /// resumed from and the records replayed after it, or, without a snapshot, every record; the
  /// replies on stdout are the same as without it.
  @Test func timingsSayWhereTheStartsTimeWent() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      try JournalE2EFiles.createItems(10, journal: journal, snapshotEvery: 0)
      let look = [#"{"action":"state.get","path":"items"}"#]
      let plain = try JournalE2ERun.run(["--journal", journal], input: look)
      let withoutSnapshot = try JournalE2ERun.run(["--journal", journal, "--timings"], input: look)
      #expect(withoutSnapshot.exit.exited(0), "\(withoutSnapshot.exit)")
      let replayedAll = try #require(
        withoutSnapshot.exit.stderr.split(separator: "\n").first { $0.contains("start took") })
      #expect(replayedAll.contains("no snapshot") && replayedAll.contains("the 10 records "), "\(replayedAll)")
      #expect(withoutSnapshot.stdout == plain.stdout)

      let snapshot = try JournalE2ERun.run(["snapshot", "--journal", journal])
      try #require(snapshot.exit.exited(0), "\(snapshot.exit)")
      try JournalE2EFiles.createItems(3, journal: journal, from: 11)
      let resumed = try JournalE2ERun.run(["--journal", journal, "--timings"], input: look)
      #expect(resumed.exit.exited(0), "\(resumed.exit)")
      let line = try #require(resumed.exit.stderr.split(separator: "\n").first { $0.contains("start took") })
      for step in [
        "opening the journal ", "the snapshot ", "(reading its ", " MB ", "its checksum and record ",
        "restoring its state ", "the 3 records after it ",
      ] {
        #expect(line.contains(step), "\(step) in \(line)")
      }
      #expect(try resumed.lastState() == (try JournalE2ERun.run(["--journal", journal], input: look).lastState()))
    }
  }

  /// A snapshot of a megabyte and more is mapped into memory rather than read (`FileContents`):
  /// a start from one reaches exactly the state a full replay reaches.
  @Test func aMappedSnapshotRestoresTheStateAFullReplayReaches() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      let lines = (1...8_000).map { number in
        #"{"action":"item.create","id":"\#(fixedIDText(number, kind: 0x1E))","title":"Item \#(number)","#
          + #""description":"The description of item \#(number)","tags":["tag-\#(number % 7)","group-\#(number % 13)"]}"#
      }
      let run = try JournalE2ERun.run(["--journal", journal, "--snapshot-every", "0"], input: lines)
      try #require(run.exit.exited(0), "\(run.exit)")
      try #require(try JournalE2ERun.run(["snapshot", "--journal", journal]).exit.exited(0))
      let size = try #require(
        try FileManager.default.attributesOfItem(atPath: journal + ".snapshot-8000")[.size] as? Int)
      try #require(size >= 1 << 20, "the snapshot is \(size) bytes, too short to be mapped")
      try JournalE2EFiles.createItems(2, journal: journal, from: 8_001)
      let start = try JournalE2ERun.run(["--journal", journal, "--timings"], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.stderr.contains("resumed from \(journal).snapshot-8000"), "\(start.exit.stderr)")
      #expect(start.exit.stderr.contains("the 2 records after it"), "\(start.exit.stderr)")
      #expect(try start.lastState() == (try fullReplay(journal)))
    }
  }
}

import Foundation
import Testing
import UDFTesting

/// How often `needle` occurs in `text` (non-overlapping).
private func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

/// The non-empty lines of a stderr text.
func stderrLines(_ text: String) -> [String] {
  text.split(separator: "\n").map(String.init)
}

/// What `superapp` says on stderr about a journal, seen from outside: each warning and each
/// failure is printed once and says each thing once (no path named twice in one line, no line
/// repeated).
@Suite struct JournalE2EMessageTests {
  @Test(arguments: ["DIRECTORY/missing.jsonl", "DIRECTORY/missing/journal.jsonl", "DIRECTORY", "/dev/full"])
  func aJournalThatCannotBeOpenedIsNamedOnce(_ journal: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = journal.replacingOccurrences(of: "DIRECTORY", with: directory)
      var commands = [["replay", "--journal", path]]
      if journal != "DIRECTORY/missing.jsonl" { commands.append(["--journal", path]) }
      for arguments in commands {
        let run = try JournalE2ERun.run(arguments)
        #expect(run.exit.exited(3), "\(arguments): \(run.exit)")
        let lines = stderrLines(run.exit.stderr)
        #expect(lines.count == 1, "\(arguments): \(lines)")
        #expect(occurrences(of: "journal \(path)", in: run.exit.stderr) == 1, "\(arguments): \(run.exit.stderr)")
        #expect(lines.first?.hasPrefix("superapp: cannot open journal \(path): ") == true, "\(lines)")
      }
    }
  }

  @Test func aLockedJournalIsNamedOnce() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let first = try JournalE2EChild(["--journal", path])
      #expect(try first.ask(#"{"action":"item.create","title":"first"}"#).seq == 1)
      let second = try JournalE2EChild(["--journal", path])
      let (_, exit) = second.finishReading()
      #expect(exit.exited(3), "\(exit)")
      #expect(
        stderrLines(exit.stderr) == [
          "superapp: journal \(path) is locked: another process (or another open of it) is using it"
        ])
      #expect(first.finish().exit.exited(0))
    }
  }

  /// Replay's policy (docs/PROTOCOL.md, "Rules change"): a record today's rules refuse changes
  /// nothing and is reported, naming the record, its action and the rule; the journal stays usable
  /// and byte for byte as it was.
  @Test func aRecordRefusedOnReplayIsReportedAndTheJournalStaysUsable() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/refused.jsonl"
      let unknownItem = fixedIDText(9, kind: 0x1E)
      let bytes = JournalE2EFiles.record(seq: 1, payload: #"{"action":"item.removeAllTags","item":"\#(unknownItem)"}"#)
      try JournalE2EFiles.write(bytes, to: path)
      for arguments in [["replay", "--journal", path], ["--journal", path]] {
        let run = try JournalE2ERun.run(arguments)
        #expect(run.exit.exited(0), "\(arguments): \(run.exit)")
        let lines = stderrLines(run.exit.stderr)
        #expect(
          lines.contains(
            "superapp: record 1 (item.removeAllTags) is refused by today's rules, so it changes nothing: "
              + "notFound: no item with id \(unknownItem) (the record stays in the journal)"), "\(lines)")
        #expect(lines.contains("superapp: 1 recorded action was refused by today's rules on replay"), "\(lines)")
        #expect(try JournalE2EFiles.bytes(path) == bytes, "\(arguments): the journal changed")
      }
    }
  }

  /// Eleven records today's rules refuse: the first ten are named one by one, then "and 1 more",
  /// then the total.
  @Test func elevenRefusedRecordsNameTenAndCountTheRest() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/refused.jsonl"
      let bytes = (1...11).flatMap { seq in
        JournalE2EFiles.record(
          seq: seq, payload: #"{"action":"item.removeAllTags","item":"\#(fixedIDText(seq, kind: 0x1E))"}"#)
      }
      try JournalE2EFiles.write(bytes, to: path)
      let run = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(run.exit.exited(0), "\(run.exit)")
      let lines = stderrLines(run.exit.stderr)
      let named = lines.filter { $0.contains("is refused by today's rules") }
      #expect(named.count == 10, "\(lines)")
      for (index, line) in named.enumerated() {
        #expect(
          line.hasPrefix("superapp: record \(index + 1) (item.removeAllTags) is refused by today's rules"), "\(line)")
      }
      #expect(
        lines.suffix(2) == [
          "superapp: … and 1 more record refused by today's rules",
          "superapp: 11 recorded actions were refused by today's rules on replay",
        ], "\(lines)")
      #expect(lines.count == 12, "\(lines)")
    }
  }

  /// A record is a fact with every ID and time filled in: one lacking either is not this app's
  /// (exit 3 naming it), never completed with a new ID or today's time.
  @Test(arguments: [
    (#"{"action":"item.create","title":"no ID","at":"2026-11-22T09:00:00Z"}"#, "id"),
    (#"{"action":"item.create","id":"1e000000-0000-4000-8000-000000000001","title":"no time"}"#, "at"),
  ])
  func aRecordWithoutItsIDOrTimeIsExit3(_ payload: String, missing: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/bare.jsonl"
      let bytes = JournalE2EFiles.record(seq: 1, payload: payload)
      try JournalE2EFiles.write(bytes, to: path)
      for (arguments, failure) in [(["replay", "--journal", path], "replay"), (["--journal", path], "use")] {
        let run = try JournalE2ERun.run(arguments, input: [#"{"action":"state.get"}"#])
        #expect(run.exit.exited(3), "\(arguments): \(run.exit)")
        #expect(
          stderrLines(run.exit.stderr) == [
            "superapp: cannot \(failure) journal \(path): record 1 at byte 0 lacks an ID or time (no \(missing))"
          ],
          "\(run.exit.stderr)")
        #expect(run.lines.isEmpty)
      }
      #expect(try JournalE2EFiles.bytes(path) == bytes)
    }
  }

  @Test(arguments: JournalE2ETornTail.allCases)
  func aTornTailIsWarnedOnceSayingEachThingOnce(_ tail: JournalE2ETornTail) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let good = fixture.journal(records: 6)
      let path = directory + "/torn.jsonl"
      try JournalE2EFiles.write(good + tail.bytes(next: fixture.records[6]), to: path)

      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replay.exit.exited(0), "\(replay.exit)")
      let replayLines = stderrLines(replay.exit.stderr)
      #expect(replayLines.count == 1, "\(replayLines)")
      #expect(occurrences(of: "torn last record", in: replay.exit.stderr) == 1, "\(replay.exit.stderr)")
      #expect(occurrences(of: "not modified", in: replay.exit.stderr) == 1, "\(replay.exit.stderr)")
      #expect(occurrences(of: path, in: replay.exit.stderr) == 0, "\(replay.exit.stderr)")

      let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.exited(0), "\(start.exit)")
      let startLines = stderrLines(start.exit.stderr)
      #expect(startLines.count == 1, "\(startLines)")
      #expect(occurrences(of: "torn last record", in: start.exit.stderr) == 1, "\(start.exit.stderr)")
      #expect(occurrences(of: path + ".torn-at-", in: start.exit.stderr) == 1, "\(start.exit.stderr)")
      #expect(occurrences(of: "not modified", in: start.exit.stderr) == 0, "\(start.exit.stderr)")
    }
  }
}

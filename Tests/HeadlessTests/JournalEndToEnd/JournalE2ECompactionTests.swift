import Foundation
import Testing
import UDFTesting

/// `superapp compact` through the binary: the records up to the newest snapshot are folded into the
/// journal's base record, the records after it are kept byte for byte, every start and replay
/// reaches the same state, and `replay --until` before the base says what is left.
@Suite struct JournalE2ECompactionTests {
  private func replay(_ journal: String, until: Int? = nil) throws -> JournalE2ERun {
    try JournalE2ERun.run(["replay", "--journal", journal] + (until.map { ["--until", String($0)] } ?? []))
  }

  private func itemCount(_ state: String) -> Int {
    state.components(separatedBy: #""title":"Item "#).count - 1
  }

  private func snapshots(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".snapshot-") }.sorted()
  }

  @Test func compactionFoldsTheRecordsUpToTheNewestSnapshotAndKeepsTheRest() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(5, records: 25, journal: path, snapshotEvery: 10)
      #expect(try snapshots(in: directory) == ["j.snapshot-10", "j.snapshot-20"])
      let before = try JournalE2EFiles.bytes(path)
      let state = try replay(path).stdout
      let kept = Array(JournalE2EFiles.lines(before).suffix(5).joined())

      let run = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(
        run.exit.stderr.contains(
          "compacted \(path): records 1-20 folded into its base record (number 20), records 21-25 kept"),
        "\(run.exit.stderr)")
      let after = try JournalE2EFiles.bytes(path)
      let lines = JournalE2EFiles.lines(after)
      #expect(lines.count == 7)
      #expect(String(decoding: lines[0], as: UTF8.self).hasPrefix(#"{"superappJournal":3,"createdBy":"superapp "#))
      #expect(String(decoding: lines[0], as: UTF8.self).contains(#","base":20,"crc32c":""#))
      #expect(String(decoding: lines[1], as: UTF8.self).hasPrefix(#"{"v":1,"seq":20,"crc32c":""#))
      #expect(after.suffix(kept.count) == kept[...], "the records after the base are not byte for byte the old ones")
      // The folded snapshots are gone; the base's state is the new base record's snapshot, which
      // a start resumes from without reading the base record.
      #expect(try snapshots(in: directory) == ["j.snapshot-20"])
      #expect(try replay(path).stdout == state)
      let resumed = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(resumed.exit.stderr.contains("resumed from \(path).snapshot-20"), "\(resumed.exit.stderr)")
      #expect(try resumed.lastState() + "\n" == state)
      #expect(JournalE2EFiles.mode(path) == 0o600)

      // The compacted journal goes on: numbering continues, and a later compaction folds again.
      try JournalE2EFiles.createItems(5, journal: path, from: 26, snapshotEvery: 3)
      let grown = try replay(path).stdout
      #expect(itemCount(grown) == 10)
      let again = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(again.exit.exited(0), "\(again.exit)")
      #expect(try replay(path).stdout == grown)
      let started = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(itemCount(try started.lastState()) == 10)
    }
  }

  /// `compact` replaces the journal's file, not who may read it: its mode and (when this process
  /// may give files away, as root) its owner and group stay.
  @Test func compactionKeepsTheModeAndTheOwner() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(1, records: 8, journal: path)
      #expect(chmod(path, 0o640) == 0)
      let givesAway = geteuid() == 0
      if givesAway { #expect(chown(path, 65_534, 65_533) == 0) }
      let run = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(String(decoding: try JournalE2EFiles.bytes(path).prefix(21), as: UTF8.self) == #"{"superappJournal":3,"#)
      #expect(JournalE2EFiles.mode(path) == 0o640)
      var status = stat()
      #expect(stat(path, &status) == 0)
      if givesAway { #expect(status.st_uid == 65_534 && status.st_gid == 65_533, "\(status.st_uid):\(status.st_gid)") }
    }
  }

  /// Through a symbolic link, `compact` replaces the file the link names and the link stays a link.
  @Test func compactionThroughASymbolicLinkReplacesItsTarget() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(1, records: 8, journal: path)
      let link = directory + "/link"
      #expect(symlink(path, link) == 0)
      let state = try replay(path).stdout
      let run = try JournalE2ERun.run(["compact", "--journal", link])
      #expect(run.exit.exited(0), "\(run.exit)")
      var status = stat()
      #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link became a file")
      #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == path)
      #expect(String(decoding: try JournalE2EFiles.bytes(path).prefix(21), as: UTF8.self) == #"{"superappJournal":3,"#)
      #expect(try replay(link).stdout == state)
      // The base record's snapshot is named after the path given, as every snapshot is.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["j", "link", "link.snapshot-8"])
    }
  }

  /// `compact` removes only the snapshots it made obsolete (after records up to its base; the
  /// base's own is written again for the new base record); a newer one it could not use (here one
  /// of a newer snapshot format) is not its to judge and stays.
  @Test func compactionKeepsTheSnapshotsItDidNotFoldIn() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(1, records: 10, journal: path, snapshotEvery: 4)
      let newer = Array(
        String(decoding: try JournalE2EFiles.bytes(path + ".snapshot-8"), as: UTF8.self)
          .replacingOccurrences(of: #"{"superappSnapshot":3,"#, with: #"{"superappSnapshot":9,"#).utf8)
      try JournalE2EFiles.write(newer, to: path + ".snapshot-8")
      let run = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(run.exit.stderr.contains("records 1-4 folded into its base record (number 4)"), "\(run.exit.stderr)")
      #expect(try snapshots(in: directory) == ["j.snapshot-4", "j.snapshot-8"])
      #expect(try JournalE2EFiles.bytes(path + ".snapshot-8") == newer)
    }
  }

  /// `snapshot` and `compact` on a mistyped path (nothing there, or a link to nothing) refuse with
  /// exit 2 and create nothing.
  @Test(arguments: ["snapshot", "compact"])
  func aMissingJournalIsAUsageErrorAndNothingIsCreated(_ command: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      #expect(symlink(directory + "/nowhere", directory + "/link") == 0)
      for name in ["jurnal", "link"] {
        let path = directory + "/" + name
        let run = try JournalE2ERun.run([command, "--journal", path])
        #expect(run.exit.exited(2), "\(name): \(run.exit)")
        #expect(
          run.exit.stderr.contains("\(command): there is no journal at \(path) (\(command) never creates one"),
          "\(run.exit.stderr)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["link"])
    }
  }

  @Test func replayUntilARecordCompactedAwaySaysWhatIsStillThere() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      // Records 1-8 make items 1 and 2 (and edit them), records 9-12 make items 3-6.
      let edits = (0..<6).map { JournalE2EFiles.ItemStep.retitle(1 + $0 % 2) }
      try JournalE2EFiles.write(
        [.create(1), .create(2)] + edits + (3...6).map(JournalE2EFiles.ItemStep.create), journal: path,
        snapshotEvery: 8)
      #expect(try JournalE2ERun.run(["compact", "--journal", path]).exit.exited(0))
      for until in [0, 1, 7] {
        let run = try replay(path, until: until)
        #expect(run.exit.exited(3), "--until \(until): \(run.exit)")
        #expect(
          run.exit.stderr.contains(
            "records 1-8 were compacted into the journal's base record, so the state after record \(until) is gone; "
              + "the first sequence number still available is 8"), "\(run.exit.stderr)")
        #expect(run.lines.isEmpty)
      }
      for (until, items) in [(8, 2), (10, 4), (12, 6), (99, 6)] {
        let run = try replay(path, until: until)
        #expect(run.exit.exited(0), "--until \(until): \(run.exit)")
        #expect(itemCount(run.stdout) == items, "--until \(until)")
      }
    }
  }

  @Test func withoutASnapshotCompactionWritesOneAtTheLastRecordFirst() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createEditedItems(2, records: 6, journal: path)
      let state = try replay(path).stdout
      let run = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(run.exit.stderr.contains("records 1-6 folded into its base record (number 6), no record after it"))
      #expect(JournalE2EFiles.lines(try JournalE2EFiles.bytes(path)).count == 2)
      #expect(try replay(path).stdout == state)
      let nothing = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(nothing.exit.exited(0))
      #expect(nothing.exit.stderr.contains("holds no record after its base; nothing to compact"))
    }
  }

  /// A journal of creations only takes less room than its state (a stored item spells out every
  /// field), so compacting it would grow it: `compact` says so, exits 0 and keeps the journal byte
  /// for byte (the snapshot it wrote to compact to stays, for the next start).
  @Test func aCompactionThatWouldNotShrinkTheJournalKeepsIt() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createItems(6, journal: path)
      let before = try JournalE2EFiles.bytes(path)
      let run = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(
        run.exit.stderr.contains("superapp: compacting \(path) would not shrink it (\(before.count) bytes -> "),
        "\(run.exit.stderr)")
      #expect(run.exit.stderr.contains("the journal was kept as it is"))
      #expect(!run.exit.stderr.contains("compacted"))
      #expect(try JournalE2EFiles.bytes(path) == before)
      #expect(try snapshots(in: directory) == ["j.snapshot-6"])
    }
  }

  @Test func compactionLeavesAJournalInUseOrNotOursUntouched() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createItems(4, journal: path)
      let before = try JournalE2EFiles.bytes(path)
      let server = try JournalE2EChild(["--journal", path])
      _ = try server.ask(#"{"action":"state.get","path":"boxes"}"#)
      let locked = try JournalE2ERun.run(["compact", "--journal", path])
      #expect(locked.exit.exited(3), "\(locked.exit)")
      #expect(locked.exit.stderr.contains("is locked"))
      server.closeInput()
      #expect(server.wait().exited(0))
      #expect(try JournalE2EFiles.bytes(path) == before)

      let readme = directory + "/README.md"
      try JournalE2EFiles.write(Array("# not a journal\n".utf8), to: readme)
      let foreign = try JournalE2ERun.run(["compact", "--journal", readme])
      #expect(foreign.exit.exited(3), "\(foreign.exit)")
      #expect(try JournalE2EFiles.bytes(readme) == Array("# not a journal\n".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["README.md", "j"])
    }
  }

  /// The policy when today's rules refuse a recorded action (docs/PROTOCOL.md, "Rules change"),
  /// on a journal written with the record format, holding states today's rules would refuse to
  /// create: an item with a sixth tag, and an item created with six tags.
  @Test func recordsTodaysRulesRefuseChangeNothingAndTheJournalStaysUsable() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/rules"
      let first = fixedIDText(1, kind: 0x1E)
      let second = fixedIDText(2, kind: 0x1E)
      let at = #""at":"2026-11-22T09:00:00Z""#
      let payloads = [
        #"{"action":"item.create","id":"\#(first)","title":"Five","tags":["a","b","c","d","e"],\#(at)}"#,
        #"{"action":"item.addTag","item":"\#(first)","tag":"f"}"#,
        #"{"action":"item.changeTitle","item":"\#(first)","title":"Still five"}"#,
        #"{"action":"item.create","id":"\#(second)","title":"Six","tags":["a","b","c","d","e","f"],\#(at)}"#,
        #"{"action":"item.changeTitle","item":"\#(second)","title":"Never made"}"#,
      ]
      let bytes = payloads.enumerated().flatMap { JournalE2EFiles.record(seq: $0.offset + 1, payload: $0.element) }
      try JournalE2EFiles.write(bytes, to: path)

      let replayed = try replay(path)
      #expect(replayed.exit.exited(0), "\(replayed.exit)")
      let warnings = stderrLines(replayed.exit.stderr)
      #expect(
        warnings.contains {
          $0.hasPrefix("superapp: record 2 (item.addTag) is refused by today's rules")
            && $0.contains("maximumTagsCountReached")
        }, "\(warnings)")
      #expect(
        warnings.contains { $0.hasPrefix("superapp: record 4 (item.create) is refused by today's rules") },
        "\(warnings)")
      #expect(
        warnings.contains {
          $0.hasPrefix("superapp: record 5 (item.changeTitle) is refused by today's rules") && $0.contains("notFound")
        }, "\(warnings)")
      #expect(warnings.last == "superapp: 3 recorded actions were refused by today's rules on replay")
      #expect(replayed.stdout.contains(#""tags":["a","b","c","d","e"]"#))
      #expect(replayed.stdout.contains(#""title":"Still five""#))
      #expect(!replayed.stdout.contains(second))

      // The server starts on it, goes on appending after record 5, and today's rules hold live.
      let live = try JournalE2ERun.run(
        ["--journal", path],
        input: [
          #"{"action":"item.addTag","item":"\#(first)","tag":"g"}"#,
          #"{"action":"item.removeTag","item":"\#(first)","tag":"a"}"#,
        ])
      #expect(live.exit.exited(0), "\(live.exit)")
      let replies = try live.replies()
      #expect(replies.map(\.type) == ["rejected", "accepted"])
      #expect(replies.last?.seq == 6)
      #expect(try JournalE2EFiles.bytes(path).prefix(bytes.count) == bytes[...], "the recorded bytes changed")

      // The inspector shows the refused records as such, with no patch.
      let page = directory + "/rules.html"
      #expect(try JournalE2ERun.run(["inspect", "--journal", path, "--out", page]).exit.exited(0))
      let html = String(decoding: try JournalE2EFiles.bytes(page), as: UTF8.self)
      #expect(html.contains(#"["item.addTag",{"item":"\#(first)","tag":"f"},[],{},"maximumTagsCountReached: "#))
    }
  }

  @Test func theInspectorStartsACompactedJournalAtItsBase() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      // Records 1-10 make items 1-3 (and edit them), records 11-12 make items 4 and 5.
      let edits = (0..<7).map { JournalE2EFiles.ItemStep.retitle(1 + $0 % 3) }
      try JournalE2EFiles.write(
        (1...3).map(JournalE2EFiles.ItemStep.create) + edits + [.create(4), .create(5)], journal: path,
        snapshotEvery: 10)
      #expect(try JournalE2ERun.run(["compact", "--journal", path]).exit.exited(0))
      let page = directory + "/j.html"
      let run = try JournalE2ERun.run(["inspect", "--journal", path, "--out", page])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(run.exit.stderr.contains("(2 records)"), "\(run.exit.stderr)")
      let html = String(decoding: try JournalE2EFiles.bytes(page), as: UTF8.self)
      #expect(html.contains(#","base":10"#))
      // Step 0 is the base state: three items already there.
      let base = try #require(InspectorPageData(html: html).checkpoints[0] as? [String: Any])
      let titles = (base["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
      #expect(titles?.filter { $0.hasPrefix("Item ") }.count == 3, "\(base)")
    }
  }
}

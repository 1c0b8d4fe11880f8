import Foundation
import Testing

/// The temporary files beside a journal: a file we did not create is never truncated nor removed
/// whatever its name, and a start removes the ones killed processes of ours left, only when
/// everything proves them ours and abandoned (`JournalLeftovers`).
@Suite struct JournalE2ETemporaryFileTests {
  /// Pids no process has (above any `pid_max`): the files named with them are abandoned.
  private static let gone: [Int32] = [999_999_001, 999_999_002, 999_999_003, 999_999_004, 999_999_005]

  /// The shell's `$$` is the app's pid after `exec`: a foreign file under the very name the app
  /// would create the journal through keeps its bytes and its name, and the journal is created.
  @Test func aForeignFileUnderTheCreationNameIsLeftAlone() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      let quoted = JournalE2EHostileFiles.quoted(path)
      let run = try JournalE2ERun.run(
        ["--journal", path], input: [#"{"action":"item.create","title":"new"}"#],
        shellSetup: "printf 'my notes' > \(quoted).creating-$$")
      #expect(run.exit.exited(0), "\(run.exit)")
      let names = try JournalE2EHostileFiles.names(in: directory)
      let foreign = try #require(names.first { $0.hasPrefix("j.creating-") }, "\(names)")
      #expect(names.count == 2, "\(names)")
      #expect(try JournalE2EFiles.bytes(directory + "/" + foreign) == Array("my notes".utf8))
      #expect(try JournalE2ERun.run(["replay", "--journal", path]).stdout.contains(#""title":"new""#))
    }
  }

  @Test func aStartRemovesOnlyTheTemporaryFilesProvedOursAndAbandoned() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createItems(4, journal: path, snapshotEvery: 3)
      let journal = try JournalE2EFiles.bytes(path)
      let snapshot = try JournalE2EFiles.bytes(path + ".snapshot-3")
      let gone = Self.gone
      let ours = [
        "j.compacting-\(gone[0])": journal,
        "j.creating-\(gone[1]).2": Array(journal.prefix(80)),
        "j.snapshot-3.writing-\(gone[2])": snapshot,
        "j.compacting-\(gone[3])": [],
      ]
      let notOurs: [String: [UInt8]] = [
        // Foreign bytes, a live process (this one), a snapshot header for another record, a
        // quarantine file, a snapshot, a name this app never makes.
        "j.compacting-\(gone[4])": Array("my notes\n".utf8),
        "j.compacting-\(getpid())": journal,
        "j.snapshot-4.writing-\(gone[0])": snapshot,
        "j.torn-at-\(gone[1])": [],
        "j.backup-\(gone[2])": journal,
      ]
      for (name, bytes) in ours.merging(notOurs, uniquingKeysWith: { first, _ in first }) {
        try JournalE2EFiles.write(bytes, to: directory + "/" + name)
      }
      #expect(symlink(path + ".snapshot-3", directory + "/j.snapshot-3.writing-\(gone[3])") == 0)
      let before = try JournalE2EHostileFiles.names(in: directory)

      let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(run.exit.exited(0), "\(run.exit)")
      let after = try JournalE2EHostileFiles.names(in: directory)
      #expect(after == before.filter { ours[$0] == nil }, "\(after)")
      for name in ours.keys.sorted() {
        #expect(run.exit.stderr.contains("removed \(directory)/\(name), a temporary file"), "\(run.exit.stderr)")
      }
      for (name, bytes) in notOurs { #expect(try JournalE2EFiles.bytes(directory + "/" + name) == bytes, "\(name)") }
      #expect(run.exit.stderr.contains("resumed from \(path).snapshot-3"), "\(run.exit.stderr)")
    }
  }
}

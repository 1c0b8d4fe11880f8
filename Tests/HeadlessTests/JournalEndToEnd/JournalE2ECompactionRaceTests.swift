import App
import Foundation
import Journal
import Persistence
import Testing

@testable import HeadlessKit

/// A start and a `compact` of the same journal exclude each other: a compaction that comes while
/// a start has just chosen its snapshot cannot replace the file the snapshot's byte offsets name.
@Suite struct JournalE2ECompactionRaceTests {
  /// The start runs in this process and the compaction, a real `superapp compact`, runs right
  /// after the start chose its snapshot (the seam `snapshotChosen`): the start still reaches every
  /// record, numbering goes on without a duplicate, and the journal opens afterwards.
  @Test func aCompactionWhileAStartChoosesItsSnapshotCannotMisplaceTheResume() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      try JournalE2EFiles.createItems(7, journal: path, snapshotEvery: 3)
      var compaction: JournalE2ERun?
      var state = AppState()
      let opened = try #require(
        HeadlessApp.open(journal: path, fsync: .always, into: &state) {
          compaction = try? JournalE2ERun.run(["compact", "--journal", path])
        })
      #expect(opened.snapshot?.point.seq == 6)
      #expect(opened.journal.lastSeq == 7, "the start missed records")
      try opened.journal.close()
      let run = try #require(compaction)
      #expect(run.exit.exited(3) && run.exit.stderr.contains("is locked"), "\(run.exit)")

      try JournalE2EFiles.createItems(1, journal: path, from: 8)
      let replayed = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replayed.exit.exited(0), "\(replayed.exit)")
      #expect(replayed.stdout.components(separatedBy: #""title":"Item "#).count - 1 == 8)
    }
  }
}

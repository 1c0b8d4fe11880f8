import App
import Journal
import StdioProtocol

/// Writes a snapshot every `every` accepted actions, after a commit (when the store's state is
/// exactly the state after the journal's last record), and keeps the newest two.
///
/// A snapshot that cannot be written is reported and skipped: the journal stays the truth, and
/// the next attempt comes after the next `every` actions.
package final class SnapshotSchedule {
  /// `--snapshot-every`'s default: a start then replays at most this many records after the
  /// newest snapshot, and a snapshot (one dump of the whole state) is paid once per this many
  /// actions, which keeps its cost per action small even for a large state.
  package static let defaultInterval = 100_000
  /// How many snapshots are kept (the newest, and one to fall back on).
  package static let kept = 2

  private let journal: Journal
  private let path: String
  private let every: Int
  /// The app's name and version, recorded in each snapshot's header.
  private let createdBy: String
  private var lastSnapshotSeq: Int

  package init(journal: Journal, path: String, every: Int, createdBy: String) {
    self.journal = journal
    self.path = path
    self.every = every
    self.createdBy = createdBy
    lastSnapshotSeq = journal.lastSeq
  }

  /// Writes a snapshot if `every` actions were accepted since the last one.
  package func afterCommit(state: @autoclosure () -> AppState) {
    guard journal.lastSeq - lastSnapshotSeq >= every, let point = journal.lastRecord else { return }
    lastSnapshotSeq = journal.lastSeq
    do {
      _ = try Snapshot.write(state(), after: point, journal: path, createdBy: createdBy)
      Snapshot.prune(journal: path, keep: Self.kept)
    } catch {
      printError("superapp: snapshot after record \(point.seq) not written: \(error)")
    }
  }
}

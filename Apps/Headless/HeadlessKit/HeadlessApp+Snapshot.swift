import App
import Journal
import Persistence
import StdioProtocol

extension HeadlessApp {
  /// `superapp snapshot --journal P`: the state after the journal's last record, written beside it.
  static func snapshot(path: String) -> Int32 {
    var state = AppState()
    guard let journal = open(journal: path, fsync: .always, into: &state)?.journal else { return 3 }
    defer { try? journal.close() }
    guard let point = journal.lastRecord else {
      printError("superapp: journal \(path) holds no record yet; no snapshot written")
      return 0
    }
    do {
      let written = try Snapshot.write(state, after: point, journal: path, createdBy: Usage.appVersion)
      Snapshot.prune(journal: path, keep: SnapshotSchedule.kept)
      printError("superapp: wrote \(written.path) (record \(point.seq), \(written.bytes) bytes)")
      return 0
    } catch {
      printError("superapp: cannot write a snapshot of \(path): \(error)")
      return 1
    }
  }
}

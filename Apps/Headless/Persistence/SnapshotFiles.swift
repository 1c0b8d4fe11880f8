import Files
import Foundation
import Journal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The snapshot files beside one journal: their names (`<journal>.snapshot-<N>`), which exist
/// (newest first), which are old enough to go, and the temporary files a killed writer left.
///
/// It exists so one type decides which files are a journal's snapshots and removes only files
/// proved ours: named as a snapshot and headed as one (`SnapshotHeader`), or a leftover
/// `JournalLeftovers` proves ours. Nothing here reads a snapshot's state.
package struct SnapshotFiles: Sendable {
  /// The journal's path; its snapshots are beside it.
  package let journal: String

  /// The snapshot files of the journal at `journal`.
  package init(journal: String) {
    self.journal = journal
  }

  /// The file of the snapshot after record `seq`.
  package func path(seq: Int) -> String {
    "\(journal).snapshot-\(seq)"
  }

  /// The journal's snapshot files as (record, path), newest first: every name of the form
  /// `<journal>.snapshot-<N>` with N a positive number, whatever the file holds.
  package func candidates() -> [(seq: Int, path: String)] {
    let (directory, file) = FilePath.split(journal)
    let prefix = file + ".snapshot-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory ?? ".")) ?? []
    return names.compactMap { name -> (seq: Int, path: String)? in
      guard name.hasPrefix(prefix), let seq = Int(name.dropFirst(prefix.count)), seq > 0 else { return nil }
      return (seq, directory.map { $0 + "/" + name } ?? name)
    }.sorted { $0.seq > $1.seq }
  }

  /// Whether the file at `path` starts with a snapshot header (a file this app wrote there).
  package static func isHeaded(_ path: String) -> Bool {
    (try? SnapshotHeader(ofFile: path)) != nil
  }

  /// Removes the snapshots older than the newest `keep`, and with `through`, only those after a
  /// record up to it; a file named as a snapshot but not headed as one is left alone.
  package func prune(keep: Int, through last: Int = .max) {
    for (seq, path) in candidates().dropFirst(keep) where seq <= last && Self.isHeaded(path) {
      unlink(path)
    }
  }

  /// Removes the temporary files killed processes of this app left beside the journal (a
  /// journal's creation or compaction, a snapshot being written), each proved ours
  /// (`JournalLeftovers`: the name, a process that no longer runs, our header or nothing inside),
  /// and returns their paths. Call it holding the journal's lock.
  package func removeLeftovers() -> [String] {
    JournalLeftovers.remove(journal: journal) { kind, start in
      // `snapshot-<N>.writing`, and either empty or starting with a snapshot header.
      guard kind.hasPrefix("snapshot-"), kind.hasSuffix(".writing"),
        let seq = Int(kind.dropFirst("snapshot-".count).dropLast(".writing".count)), seq > 0
      else { return false }
      return start.isEmpty || (try? SnapshotHeader(startOf: start[...]))?.seq == Int64(seq)
    }
  }
}

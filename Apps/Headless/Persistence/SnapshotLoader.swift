import App
import Files
import Journal

/// Finds the newest usable snapshot of a journal: each candidate loaded and checked in turn
/// (its header, its checksum, the journal still holding its record, its state through every
/// domain's validation), a warning for each one skipped.
///
/// It exists so the checks a snapshot must pass before a start resumes from it are in one
/// place, in order; a snapshot that fails any is skipped, never trusted, so a snapshot can never
/// make a journal unusable.
package enum SnapshotLoader {
  /// The newest usable snapshot of `journal`, checked against `file` (the journal, opened and
  /// locked by the caller, so no compaction can replace it between the check and the replay), and
  /// a warning for each newer one that was skipped.
  package static func newest(journal: String, file: any JournalFile) -> (found: Snapshot.Found?, warnings: [String]) {
    var warnings: [String] = []
    for (seq, path) in SnapshotFiles(journal: journal).candidates() {
      do {
        return (try load(path, seq: seq, file: file), warnings)
      } catch {
        warnings.append("snapshot \(path) skipped: \(error)")
      }
    }
    return (nil, warnings)
  }

  /// The snapshot at `path`, named after record `seq`, once every check passed.
  ///
  /// The cheap checks come first: the header, then the checksum over the bytes read (so a state
  /// is never read from bytes that were not checked, and may be given back as it is read), then
  /// whether the journal still holds the record (a short read), and only then the state.
  package static func load(_ path: String, seq: Int, file: any JournalFile) throws -> Snapshot.Found {
    let clock = ContinuousClock()
    let began = clock.now
    let (format, point, checksum) = try SnapshotHeader(ofFile: path).resumePoint(named: seq)
    // The file is lent whole (mapped where it can be guarded, `FileContents`), read in place and
    // never copied; once checked, the state's pages are given back as it is read, so the file and
    // the state are not held together. A file that changed while it was read is refused.
    return try FileContents.withContents(of: path) { contents in
      let read = clock.now
      guard let newline = contents.indices.first(where: { contents[$0] == 0x0A }) else {
        throw SnapshotError("it has no state")
      }
      try SnapshotFormat.verify(contents, newline: newline, format: format, expected: checksum)
      guard try JournalReader.holds(point, in: file) else {
        throw SnapshotError(
          "the journal holds no record \(seq) at byte \(point.offset) with the checksum the snapshot names "
            + "(the snapshot is of another journal, or of this one before it was rewritten)")
      }
      let checked = clock.now
      let state = try SnapshotFormat.state(contents.extracting((newline + 1)...), format: format)
      let timings = Snapshot.LoadTimings(
        bytes: contents.count, reading: read - began, checking: checked - read, restoring: clock.now - checked)
      return Snapshot.Found(state: state, point: point, path: path, format: format, timings: timings)
    }
  }
}

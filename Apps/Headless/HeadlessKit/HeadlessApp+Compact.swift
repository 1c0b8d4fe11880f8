import App
import Foundation
import JSONOutput
import Journal
import Persistence
import StdioProtocol

extension HeadlessApp {
  /// `superapp compact --journal P`: folds every record up to the newest usable snapshot (one is
  /// written first at the last record when there is none newer than the journal's base) into the
  /// journal's base record, keeping the records after it, atomically (`Journal.compact`); the
  /// snapshots it folded in (after records up to the base) are removed, their state now being in
  /// the journal itself, and the base's state is written again as the snapshot of the new base
  /// record (a start then resumes after the base without reading it); any newer one stays.
  static func compact(path: String) -> Int32 {
    var state = AppState()
    guard let (journal, snapshot) = open(journal: path, fsync: .always, into: &state, keepingSnapshotState: true)
    else { return 3 }
    let clock = ContinuousClock()
    let started = clock.now
    // The base record holds the state at `base.point` as JSON, whatever shape its snapshot has.
    let base: (point: JournalResumePoint, state: AppState)
    if let snapshot, snapshot.point.seq > journal.base {
      base = (snapshot.point, snapshot.state)
    } else if let last = journal.lastRecord, last.seq > journal.base {
      do {
        _ = try Snapshot.write(state, after: last, journal: path, createdBy: Usage.appVersion)
        base = (last, state)
      } catch {
        try? journal.close()
        printError(
          "superapp: cannot compact \(path): its state after record \(last.seq) must first be written as a snapshot, "
            + "and that failed: \(error); the journal was not changed")
        return 1
      }
    } else {
      try? journal.close()
      printError("superapp: journal \(path) holds no record after its base; nothing to compact")
      return 0
    }
    // The state after the last record is not needed any more (the base holds its own): let it go
    // before the base is encoded, so the two are never held together with the encoding.
    state = AppState()
    let first = 1
    let last = journal.lastSeq
    // Made in pieces, twice (measured, then written): the base is never held as one JSON text.
    let basePayload: PiecewisePayload
    do {
      basePayload = try StateEncoder.basePayload(base.state)
    } catch {
      try? journal.close()
      printError("superapp: cannot compact \(path): its state cannot be a base record: \(error)")
      return 1
    }
    let compactedLength = journal.compactedLength(
      base: base.point, basePayloadCount: basePayload.count, createdBy: Usage.appVersion)
    guard compactedLength < journal.endOffset else {
      let length = journal.endOffset
      try? journal.close()
      printError(
        "superapp: compacting \(path) would not shrink it (\(length) bytes -> \(compactedLength) bytes: its state "
          + "takes more room than the records that made it); the journal was kept as it is")
      return 0
    }
    do {
      let (before, after) = try journal.compact(
        path: path, base: base.point, basePayload: basePayload, createdBy: Usage.appVersion)
      // Only the snapshots the base record holds the state of (or a later one) are obsolete; a
      // newer one that was not usable (a newer format, damage) is not ours to judge and stays.
      Snapshot.prune(journal: path, keep: 0, through: base.point.seq)
      // The base's state again, as the snapshot of the new base record: a start resumes after the
      // base from it, at a snapshot start's cost, instead of reading the base (JSON) record.
      var note = ""
      do {
        _ = try Snapshot.write(base.state, afterBase: base.point.seq, journal: path, createdBy: Usage.appVersion)
      } catch {
        note = "; its base's snapshot was not written (\(error)), so a start reads the base record"
      }
      let elapsed = (clock.now - started).components
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
      let kept = last > base.point.seq ? "records \(base.point.seq + 1)-\(last) kept" : "no record after it"
      printError(
        "superapp: compacted \(path): records \(first)-\(base.point.seq) folded into its base record "
          + "(number \(base.point.seq)), \(kept); \(before) bytes -> \(after) bytes in \(String(format: "%.2f", seconds)) s"
          + note
      )
      return 0
    } catch {
      printError("superapp: cannot compact \(path): \(error)")
      return 1
    }
  }
}

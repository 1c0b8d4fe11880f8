import Foundation
import Persistence

/// Where a start's time went (`superapp --timings`, on stderr): opening the journal, choosing and
/// loading a snapshot (reading its file, checking it, restoring its state), and replaying the
/// records after it.
///
/// It exists so anyone can see what a slow start is made of on their own machine and journal,
/// without a profiler: the file read into fresh memory, the checksum and the state each take
/// their share, and the records after the snapshot add the rest.
struct StartTimings: CustomStringConvertible {
  /// Opening and locking the journal file.
  let opening: Duration
  /// Choosing a snapshot: every candidate tried, the one used loaded.
  let choosingSnapshot: Duration
  /// The steps of loading the snapshot used, if any.
  let snapshot: Snapshot.LoadTimings?
  /// Replaying the records after the snapshot (all of them without one).
  let replaying: Duration
  /// How many records were replayed.
  let recordsReplayed: Int

  /// `start took 97.8 ms: opening the journal 0.9 ms, the snapshot 84.1 ms (...), the 9768 records
  /// after it 10.2 ms`.
  var description: String {
    let total = opening + choosingSnapshot + replaying
    var text = "start took \(Self.milliseconds(total)): opening the journal \(Self.milliseconds(opening)), "
    if let snapshot {
      let megabytes = String(format: "%.1f MB", Double(snapshot.bytes) / 1_000_000)
      text +=
        "the snapshot \(Self.milliseconds(choosingSnapshot)) (reading its \(megabytes) "
        + "\(Self.milliseconds(snapshot.reading)), its checksum and record \(Self.milliseconds(snapshot.checking)), "
        + "restoring its state \(Self.milliseconds(snapshot.restoring))), "
        + "the \(recordsReplayed) records after it \(Self.milliseconds(replaying))"
    } else {
      text +=
        "no snapshot (\(Self.milliseconds(choosingSnapshot)) to look), "
        + "the \(recordsReplayed) records \(Self.milliseconds(replaying))"
    }
    return text
  }

  /// A duration in milliseconds, to a tenth.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }
}

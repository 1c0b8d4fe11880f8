import App
import JSONOutput
import Journal
import Persistence
import StdioProtocol

extension HeadlessApp {
  /// `superapp replay --journal P [--until S]`: prints the state the journal replays to (up to
  /// record S), streamed to stdout as one JSON line.
  static func replay(path: String, until: Int?) -> Int32 {
    let replay = ConcurrentReplay(state: AppState(), progress: ReplayProgress())
    do {
      let recovery = try JournalReader.read(path: path) { entry in
        if let until, entry.isBase, until < entry.seq { throw CompactedAway(until: until, base: entry.seq) }
        if let until, entry.seq > until { return }
        try replay.add(entry)
      }
      try replay.finish()
      if let warning = recovery.warning { printError("superapp: \(warning)") }
      replay.refusals.report()
    } catch {
      let first = replay.firstUndecodable() ?? error
      replay.abandon()
      printError(journalFailure("cannot replay journal", path, first))
      return 3
    }
    let state = replay.state
    // Streamed in pieces of about 1 MiB: a state of a million items is never also held as one
    // JSON text of a few hundred megabytes.
    var failure: (any Error)?
    StateEncoder.pieces(state) { piece in
      guard failure == nil else { return }
      do {
        try writeAll(piece, to: 1)
      } catch {
        failure = error
      }
    }
    do {
      if let failure { throw failure }
      try writeAll([0x0A], to: 1)
    } catch {
      printError("superapp: \(error)")
      return 1
    }
    return 0
  }
}

import App
import JSON
import Journal
import UDF

/// The stdio protocol loop: read lines, process them, commit the journal, write the replies.
///
/// Lines already waiting in the input buffer are processed as one group: their records are
/// appended in one write, the log commits once (one fsync under `--fsync always`), and only then are their
/// replies written, so no reply leaves before its action is durable. An interactive client that
/// writes one line and waits gets its reply at once (its line is a group of one).
enum StdioLoop {
  /// Output kept before a forced commit and write, so a huge group cannot hold unbounded memory.
  static let maximumPendingOutput = 1 << 20

  static func run(session: SessionStore, log: any ActionLog, snapshots: SnapshotSchedule? = nil) -> Int32 {
    let failure = FailureBox()
    var reader = LineReader(source: StandardInput(descriptor: 0, log: log, failure: failure))
    let processor = LineProcessor(session: session, log: log, edge: SystemEdge())
    do {
      while let line = try reader.next() {
        switch line {
        case .blank:
          break
        case .tooLong(let number):
          processor.rejectTooLong(line: number)
        case .text(let number, let bytes):
          processor.process(bytes, line: number)
        }
        if Signals.isShutdownRequested { break }
        if !reader.hasBufferedLine || processor.pendingBytes > maximumPendingOutput {
          try processor.writeRecords()
          try log.commit()
          try writeAll(processor.takeOutput(), to: 1)
          snapshots?.afterCommit(state: session.store.state)
        }
      }
      if let error = failure.error {
        printError("superapp: journal failure: \(error)")
        return 1
      }
      try processor.writeRecords()
      try log.commit()
      try writeAll(processor.takeOutput(), to: 1)
      if let journal = log as? Journal { try journal.close() }
      return 0
    } catch let error as ByteSourceError {
      printError("superapp: cannot read stdin: \(error)")
      return 1
    } catch {
      printError("superapp: fatal: \(error)")
      return 1
    }
  }
}

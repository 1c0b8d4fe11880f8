import App
import JSON
import JSONFieldCodec
import Persistence
import StdioProtocol
import UDF
import UDFStore

/// The stdio protocol loop: take decoded lines, process them, commit the journal, write the replies.
///
/// Lines are read and decoded on the input's own thread (`DecodedInput`) while this one
/// dispatches the lines before them. Lines already waiting in the input buffer are processed as
/// one group: their records are appended in one write, the log commits once (one fsync under
/// `--fsync always`), and only then are their replies written, so no reply leaves before its
/// action is durable. An interactive client that writes one line and waits gets its reply at once
/// (its line is a group of one). While no line comes, the loop wakes for the journal's timed
/// flush, so `--fsync batch` keeps its 100 ms promise while the input is idle.
enum StdioLoop {
  /// Output kept before a forced commit and write, so a huge group cannot hold unbounded memory.
  static let maximumPendingOutput = 1 << 20

  static func run(session: SessionStore, log: any ActionLog, snapshots: SnapshotSchedule? = nil) -> Int32 {
    let input = DecodedInput.start(descriptor: 0, context: .system)
    let processor = LineProcessor(session: session, log: log)
    processor.sendOutput = durableSender(for: processor, log: log) { try writeAll($0, to: 1) }
    processor.sendPieceSize = maximumPendingOutput
    do {
      reading: while true {
        switch input.next(until: log.flushDeadline) {
        case .timedOut:
          do {
            try log.flushIfDue()
          } catch {
            printError("superapp: journal failure: \(error)")
            return 1
          }
        case .batch(var batch):
          for index in batch.lines.indices {
            let line = batch.takeLine(at: index)
            switch consume line {
            case .decoded(let number, let decoded): processor.process(decoded, line: number)
            case .tooLong(let number): processor.rejectTooLong(line: number)
            }
            if let failure = processor.sendFailure { throw failure }
            if Signals.isShutdownRequested { break reading }
          }
          if batch.endsGroup || processor.pendingBytes > maximumPendingOutput {
            try processor.writeRecords()
            try log.commit()
            try writeAll(processor.takeOutput(), to: 1)
            snapshots?.afterCommit(state: session.store.state)
          }
        case .endOfInput:
          break reading
        case .failed(let error):
          printError("superapp: cannot read stdin: \(error)")
          return 1
        }
      }
      try processor.writeRecords()
      try log.commit()
      try writeAll(processor.takeOutput(), to: 1)
      try log.close()
      return 0
    } catch {
      printError("superapp: fatal: \(error)")
      return 1
    }
  }

  /// How a long `state` reply's pieces (about 1 MiB each) go out: each only after the records of
  /// the lines before it are handed to `log` and committed, so no reply, nor a piece of one, leaves
  /// before the actions before it are durable.
  static func durableSender(
    for processor: LineProcessor, log: any ActionLog, write: @escaping ([UInt8]) throws -> Void
  ) -> ([UInt8]) throws -> Void {
    { [unowned processor] bytes in
      try processor.writeRecords()
      try log.commit()
      try write(bytes)
    }
  }
}

import App
import Foundation
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import UDF
import UDFStore

/// Handles one input line at a time against the app's store and writes its output lines.
///
/// This is the protocol without the I/O: decoded lines in (a `LineDecoder`'s results), bytes
/// appended to `output`. It dispatches the line's action, records accepted actions in the log, and
/// writes the events and effects the dispatch caused followed by exactly one reply. Tests drive it
/// directly through their own `LineDecoder`; the stdio loop feeds it the lines `DecodedInput`
/// decoded from stdin and writes `output` to stdout.
///
/// One thread at a time uses it (the loop's): it is not `Sendable`.
public final class LineProcessor {
  /// The store the lines act on (the session's, held here too: read through the session, it was
  /// retained and released at every line).
  public let store: AppStore
  private let session: SessionStore
  /// The output written so far and not yet taken by `takeOutput()`.
  // Unchecked: only this processor's own methods write it, one at a time, and nothing they call
  // (the store, the effects, `sendOutput`) reaches it; the dynamic check cost a `swift_beginAccess`
  // per write (H1 dispatch 18,683 -> 18,850 instructions per line with it, callgrind).
  @exclusivity(unchecked) public private(set) var output = JSONWriter(capacity: 1 << 16)
  private let log: any ActionLog
  private var pendingRecords: [[UInt8]] = []
  private var pendingCount = 0
  /// The log's last number, read when the processor starts and after each `writeRecords()` (only
  /// this processor records in its log): not asked of the log at every line.
  private var loggedSeq: Int
  private var pendingRecordBytes = 0
  /// Sends the output so far out while a `state` reply is written, each time it holds about
  /// `sendPieceSize` bytes (the loop makes the records before it durable, then writes the bytes),
  /// so a large part is never held whole; nil keeps the whole reply in `output`. It is called
  /// while `output` is being written, so it must not use this processor's output.
  public var sendOutput: (([UInt8]) throws -> Void)?
  /// How many bytes of output `sendOutput` is given at a time while a `state` reply is written.
  public var sendPieceSize = 1 << 20
  /// The first error `sendOutput` threw; the caller stops at it.
  public private(set) var sendFailure: (any Error)?

  /// A processor over `session`'s store, recording accepted actions in `log`.
  public init(session: SessionStore, log: any ActionLog) {
    self.session = session
    store = session.store
    self.log = log
    loggedSeq = log.lastSeq
  }

  /// Bytes written since the last call; the caller sends them out after the log's commit.
  public func takeOutput() -> [UInt8] {
    let bytes = output.bytes
    output.reset()
    return bytes
  }

  /// The number of bytes waiting in `output` and in records not yet handed to the log.
  public var pendingBytes: Int { output.bytes.count + pendingRecordBytes }

  /// Hands the accepted actions of the current group to the log in one call (one `write()` for a
  /// journal). Call it, then the log's `commit()`, then send `takeOutput()`.
  public func writeRecords() throws {
    guard pendingCount > 0 else { return }
    try log.record(contentsOf: pendingRecords, count: pendingCount)
    loggedSeq = log.lastSeq
    pendingRecords.removeAll(keepingCapacity: true)
    pendingCount = 0
    pendingRecordBytes = 0
  }

  /// Processes line `line`, decoded by a `LineDecoder`: dispatches its request and appends its
  /// output; accepted actions wait in memory for `writeRecords()`.
  public func process(_ decoded: consuming Result<Request, Rejection>, line: Int) {
    // One switch over the whole result: binding the request first and switching on it again
    // copied it (and the action inside) through its value witness.
    switch consume decoded {
    case .failure(let rejection):
      output.rejectedLine(line: line, rejection)
    case .success(.stateGet(let path)):
      output.object { writer in
        writer.field("type", "state")
        writer.field("line", line)
        if let path { writer.field("path", path.rawValue) }
        store.read { state in
          guard let send = sendOutput else { return StateEncoder.field("value", state, path: path, into: &writer) }
          StateEncoder.field("value", state, path: path, into: &writer) { [self] piece in
            guard piece.bytes.count >= sendPieceSize else { return }
            if sendFailure == nil {
              do { try send(piece.bytes) } catch { sendFailure = error }
            }
            piece.discardWritten()
          }
        }
      }
      output.newline()
    case .success(.dispatch(let action, let generated)):
      let outcome = store.dispatch(action)
      if let rejection = outcome.rejection {
        output.rejectedLine(line: line, rejection)
      } else {
        // The action's number is known once the store accepted it: the records before it (in the
        // log and waiting) plus one; its events carry it.
        pendingCount += 1
        let seq = loggedSeq + pendingCount
        if log.wantsPayload {
          let payload = ActionEncoder.encode(action)
          pendingRecordBytes += payload.count
          pendingRecords.append(payload)
        }
        for event in outcome.events { output.eventLine(event, seq: seq) }
        session.runEffects(into: &output)
        output.acceptedLine(line: line, seq: seq, generated: generated)
      }
    }
  }

  /// Answers a line that was too long to read.
  public func rejectTooLong(line: Int) {
    output.rejectedLine(line: line, ProtocolError.lineTooLong)
  }
}

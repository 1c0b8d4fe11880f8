import Files
import Foundation
import JSON
import JSONFieldCodec
import UDF

/// Standard input read and decoded on a thread of its own, handed to the stdio loop in batches.
///
/// Decoding a line (parsing it, checking its fields, making the IDs and times it leaves out)
/// needs nothing of the store, so it runs here while the loop's thread dispatches the lines
/// before it; the IDs and times are made in line order, on this thread only. A batch that
/// `endsGroup` ends where the input buffer ran dry: the lines the client wrote together, which
/// the loop commits as one group, exactly as when it read them itself. At most `batchesAhead`
/// batches wait, so a fast client cannot make the app hold its whole input in memory.
package final class DecodedInput: @unchecked Sendable {
  // `@unchecked`: `waiting` and `end` are read and written under `condition`'s lock only.

  /// One line for the loop: its request (or refusal), or the notice that it was too long.
  package enum Line: Sendable {
    case decoded(line: Int, Result<Request, Rejection>)
    case tooLong(line: Int)
  }

  /// Consecutive lines; `endsGroup` when no more input was waiting after the last one.
  package struct Batch: Sendable {
    package var lines: [Line] = []
    package var endsGroup = false

    /// Moves line `index` out, leaving a placeholder: the loop hands each line's action on
    /// without copying it (a copy retained every string of the action, and freed it twice).
    package mutating func takeLine(at index: Int) -> Line {
      var line = Line.tooLong(line: 0)
      swap(&line, &lines[index])
      return line
    }
  }

  /// What `next(until:)` found.
  package enum Next {
    case batch(Batch)
    /// The deadline passed before a batch came.
    case timedOut
    /// The input ended (end of file or a shutdown signal), after every batch.
    case endOfInput
    /// Reading stdin failed, after every batch before.
    case failed(ByteSourceError)
  }

  /// Lines per batch at most, so the loop starts on a large group before it is all decoded.
  package static let linesPerBatch = 512
  /// Batches decoded ahead of the loop, at most.
  static let batchesAhead = 4

  private let condition = NSCondition()
  private var waiting: [Batch] = []
  private var end: Next?

  private init() {}

  /// Starts reading and decoding `descriptor` on a new thread, with IDs and times from `context`.
  package static func start(descriptor: Int32, context: WireContext) -> DecodedInput {
    let input = DecodedInput()
    let thread = Thread { input.run(descriptor: descriptor, context: context) }
    thread.name = "superapp input"
    thread.start()
    return input
  }

  /// The next batch, waiting for it at most until `deadline` (forever when `nil`).
  package func next(until deadline: ContinuousClock.Instant?) -> Next {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty && end == nil {
      guard let deadline else {
        condition.wait()
        continue
      }
      let remaining = ContinuousClock.now.duration(to: deadline).components
      let seconds = Double(remaining.seconds) + Double(remaining.attoseconds) / 1e18
      if seconds <= 0 || !condition.wait(until: Date(timeIntervalSinceNow: seconds)) {
        if waiting.isEmpty && end == nil { return .timedOut }
      }
    }
    guard waiting.isEmpty else {
      condition.signal()
      return .batch(waiting.removeFirst())
    }
    return end ?? .endOfInput
  }

  private func run(descriptor: Int32, context: WireContext) {
    var decoder = LineDecoder(context: context)
    var reader = LineReader(source: StandardInput(descriptor: descriptor))
    var batch = Batch()
    do {
      while let line = try reader.next() {
        switch line {
        case .blank:
          break
        case .tooLong(let number):
          batch.lines.append(.tooLong(line: number))
        case .text(let number, let bytes):
          if let decoded = decoder.decode(bytes, line: number) {
            batch.lines.append(.decoded(line: number, decoded))
          }
        }
        batch.endsGroup = !reader.hasBufferedLine
        if batch.endsGroup || batch.lines.count >= Self.linesPerBatch {
          hand(batch)
          batch = Batch()
        }
      }
      finish(.endOfInput)
    } catch {
      finish(.failed(error))
    }
  }

  private func hand(_ batch: Batch) {
    condition.lock()
    defer { condition.unlock() }
    while waiting.count >= Self.batchesAhead { condition.wait() }
    waiting.append(batch)
    condition.signal()
  }

  private func finish(_ next: Next) {
    condition.lock()
    defer { condition.unlock() }
    end = next
    condition.signal()
  }
}

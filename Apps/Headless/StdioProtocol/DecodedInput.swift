import Concurrency
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
/// batches wait (`DecodeAhead`), so a fast client cannot make the app hold its whole input in
/// memory.
package final class DecodedInput: Sendable {
  /// Lines per batch at most, so the loop starts on a large group before it is all decoded.
  package static let linesPerBatch = 512
  /// Batches decoded ahead of the loop, at most.
  static let batchesAhead = 4

  /// How the input ended, after every batch.
  private enum End {
    case endOfInput
    case failed(ByteSourceError)
  }

  private let pipeline = DecodeAhead<Batch, End>(capacity: batchesAhead)

  private init() {}

  /// Starts reading and decoding `descriptor` on a new thread, with IDs and times from `context`.
  package static func start(descriptor: Int32, context: WireContext) -> DecodedInput {
    let input = DecodedInput()
    startThread(named: "superapp input") { input.run(descriptor: descriptor, context: context) }
    return input
  }

  /// The next batch, waiting for it at most until `deadline` (forever when `nil`).
  package func next(until deadline: ContinuousClock.Instant?) -> Next {
    switch pipeline.next(until: deadline) {
    case .batch(let batch): .batch(batch)
    case .timedOut: .timedOut
    case .end(.endOfInput), .stopped: .endOfInput
    case .end(.failed(let error)): .failed(error)
    }
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
          // Moved, not copied: the loop takes its lines out in place only if it holds the one
          // reference (with this thread's copy still alive, it copied the whole batch).
          pipeline.put(consume batch)
          batch = Batch()
        }
      }
      pipeline.finish(.endOfInput)
    } catch {
      pipeline.finish(.failed(error))
    }
  }
}

extension DecodedInput {
  /// One line for the loop: its request (or refusal), or the notice that it was too long.
  package enum Line: Sendable {
    case decoded(line: Int, Result<Request, Rejection>)
    case tooLong(line: Int)
  }

  /// Consecutive lines; `endsGroup` when no more input was waiting after the last one.
  package struct Batch: Sendable {
    package var lines: [Line] = []
    package var endsGroup = false

    /// An empty batch with room for a whole one (`linesPerBatch` lines): grown line by line, a
    /// batch moved its lines about once more.
    package init() {
      lines.reserveCapacity(DecodedInput.linesPerBatch)
    }

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
}

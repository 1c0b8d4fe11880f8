import Files
import UDF

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

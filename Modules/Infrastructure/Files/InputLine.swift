/// One input line as `LineReader` reports it, always with its 1-based line number.
///
/// Blank lines and too-long lines are reported (not silently dropped) because line numbers in
/// replies count every line, and a too-long line still needs its `lineTooLong` reply.
public enum InputLine: Equatable, Sendable {
  /// A line with content: its bytes without the `\n` and without a trailing `\r`.
  ///
  /// The slice shares the reader's buffer: use it before the next `next()` call, or it gets
  /// copied when the reader refills.
  case text(lineNumber: Int, bytes: ArraySlice<UInt8>)
  /// An empty or whitespace-only line (spaces, tabs, carriage returns).
  case blank(lineNumber: Int)
  /// A line longer than the reader's limit; its content was skipped, not kept.
  case tooLong(lineNumber: Int)

  /// The 1-based line number.
  public var lineNumber: Int {
    switch self {
    case .text(let number, _), .blank(let number), .tooLong(let number): number
    }
  }
}

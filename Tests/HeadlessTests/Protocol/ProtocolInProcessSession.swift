import App
import HeadlessKit
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import StdioProtocol
import UDF
import UDFStore

/// A `LineProcessor` over a fresh app with a deterministic ID and time source, driven line by line
/// in-process: each line decoded by a `LineDecoder`, as the input thread decodes stdin.
final class ProtocolInProcessSession {
  let log = MemoryLog()
  let processor: LineProcessor
  var store: AppStore { processor.store }
  private var decoder = LineDecoder(context: .live(TestIDAndTimeSource()))
  private var lineNumber = 0

  init() {
    processor = LineProcessor(session: SessionStore(), log: log)
  }

  /// Decodes `bytes` as line `line` and hands the result to the processor (a line to skip, such as
  /// a lone byte order mark, is not handed on), leaving its output in `processor.output`.
  func process(_ bytes: [UInt8], line: Int) {
    guard let decoded = decoder.decode(bytes[...], line: line) else { return }
    processor.process(decoded, line: line)
  }

  /// Processes `line` as the next input line and returns the output lines it caused (without `\n`).
  @discardableResult
  func send(_ line: String) throws -> [String] {
    try send(bytes: Array(line.utf8))
  }

  /// Processes raw bytes as the next input line.
  @discardableResult
  func send(bytes: [UInt8]) throws -> [String] {
    lineNumber += 1
    process(bytes, line: lineNumber)
    try processor.writeRecords()
    return Self.lines(processor.takeOutput())
  }

  /// Sends every line, failing (throwing) if one of them is not accepted.
  func sendAccepted(_ lines: [String]) throws {
    for line in lines {
      let output = try send(line)
      guard output.last?.hasPrefix(#"{"type":"accepted""#) == true else {
        throw ProtocolTestFailure("not accepted: \(line) -> \(output)")
      }
    }
  }

  /// The state encoded as `state.get` (whole, or at `path`) writes it.
  func encodedState(_ path: AppStatePart? = nil) -> String {
    var writer = JSONWriter()
    store.read { StateEncoder.encode($0, path: path, into: &writer) }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The state parsed back into a JSON value.
  func stateValue(_ path: AppStatePart? = nil) throws -> JSONValue {
    try JSONParser().parse(encodedState(path))
  }

  /// Splits output bytes into lines, checking every line ends with `\n`.
  static func lines(_ bytes: [UInt8]) -> [String] {
    guard !bytes.isEmpty else { return [] }
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() } else { lines.append("<missing newline>") }
    return lines
  }
}

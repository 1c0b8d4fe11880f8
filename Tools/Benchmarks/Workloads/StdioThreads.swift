import App
import HeadlessKit
import Items
import JSON
import JSONFieldCodec
import StdioProtocol
import UDF
import UDFStore
import UDFWire

/// H1's two threads measured apart, in this process and on one core, from H1's own session:
/// `decode` is the input thread's share (parse and decode each line, making its missing times),
/// `dispatch` the loop thread's (dispatch each decoded line and write its output lines, taking the
/// output every 128 lines, as the loop takes it after each batch of lines). Over a pipe the two overlap on two cores, so H1 in
/// memory cannot be faster than the larger of them; they say which thread to make faster.
func runStdioThread(variant: String, lines: Int) throws -> Measurement {
  let input = SessionScript(count: lines, includeTimes: false).allLines()
  let slices = input.split(separator: UInt8(ascii: "\n"))
  var decoder = LineDecoder(context: .system)
  switch variant {
  case "decode":
    var accepted = 0
    let nsPerLine = timeLoop(operations: lines) {
      for (index, bytes) in slices.enumerated() {
        if case .success = decoder.decode(bytes, line: index + 1) { accepted += 1 }
      }
    }
    try check(accepted == lines, "decode: \(accepted) of \(lines) lines decoded")
    return Measurement(nsPerOp: nsPerLine, peakKiB: peakMemoryKiB())
  case "dispatch":
    var decoded: [Result<Request, Rejection>] = []
    decoded.reserveCapacity(lines)
    for (index, bytes) in slices.enumerated() {
      if let line = decoder.decode(bytes, line: index + 1) { decoded.append(line) }
    }
    let processor = LineProcessor(session: SessionStore(), log: MemoryLog())
    var outputBytes = 0
    let nsPerLine = timeLoop(operations: lines) {
      for index in decoded.indices {
        var line: Result<Request, Rejection> = .failure(.missingField(""))
        swap(&line, &decoded[index])
        processor.process(consume line, line: index + 1)
        if index % 128 == 127 { outputBytes += processor.takeOutput().count }
      }
      outputBytes += processor.takeOutput().count
    }
    let items = processor.store.read { $0.items.items.count }
    try check(items > 0 && outputBytes > lines * 30, "dispatch: \(items) items, \(outputBytes) output bytes")
    return Measurement(nsPerOp: nsPerLine, peakKiB: peakMemoryKiB())
  default:
    throw ChecksumFailure(description: "unknown H1 thread variant \(variant)")
  }
}

import App
import HeadlessKit
import Items
import JSON
import UDF

/// H1's two threads measured apart, in this process and on one core, from H1's own session:
/// `decode` is the input thread's share (parse and decode each line, making its missing times),
/// `dispatch` the loop thread's (dispatch each decoded line and write its output lines, taking the
/// output every 128 lines as the loop does). Over a pipe the two overlap on two cores, so H1 in
/// memory cannot be faster than the larger of them; they say which thread to make faster.
func runStdioThread(variant: String, lines: Int) throws -> Measurement {
  let input = SessionScript(count: lines, includeTimes: false).allLines()
  let slices = input.split(separator: UInt8(ascii: "\n"))
  var decoder = LineDecoder(edge: SystemEdge())
  let clock = ContinuousClock()
  switch variant {
  case "decode":
    var accepted = 0
    let start = clock.now
    for (index, bytes) in slices.enumerated() {
      if case .success = decoder.decode(bytes, line: index + 1) { accepted += 1 }
    }
    let elapsed = clock.now - start
    guard accepted == lines else { throw ChecksumFailure(description: "decode: \(accepted) of \(lines) lines decoded") }
    return Measurement(nsPerOp: nanoseconds(elapsed) / Double(lines), peakKiB: peakMemoryKiB())
  case "dispatch":
    var decoded: [Result<Request, Rejection>] = []
    decoded.reserveCapacity(lines)
    for (index, bytes) in slices.enumerated() {
      if let line = decoder.decode(bytes, line: index + 1) { decoded.append(line) }
    }
    let processor = LineProcessor(session: SessionStore(), log: MemoryLog(), edge: SystemEdge())
    var outputBytes = 0
    let start = clock.now
    for index in decoded.indices {
      var line: Result<Request, Rejection> = .failure(.missingField(""))
      swap(&line, &decoded[index])
      processor.process(line, line: index + 1)
      if index % 128 == 127 { outputBytes += processor.takeOutput().count }
    }
    outputBytes += processor.takeOutput().count
    let elapsed = clock.now - start
    let accepted = processor.store.read { $0.items.items.count }
    guard accepted > 0, outputBytes > lines * 30 else {
      throw ChecksumFailure(description: "dispatch: \(accepted) items, \(outputBytes) output bytes")
    }
    return Measurement(nsPerOp: nanoseconds(elapsed) / Double(lines), peakKiB: peakMemoryKiB())
  default:
    throw ChecksumFailure(description: "unknown H1 thread variant \(variant)")
  }
}

private func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

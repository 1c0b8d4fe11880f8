import Checksum
import Files
import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The I/O floor of H1: what any app must do for a session through a pipe and nothing more: read
/// stdin as numbered lines (the app's `LineReader`), checksum each line (CRC32C, the journal's),
/// and write one constant-shaped reply per line, flushed when no more input is buffered (the
/// app's batching). `superapp` in memory is then read as a multiple of this limit.
///
/// With `parse`, each line is also parsed by the project's own JSON parser (`JSONDocumentParser`,
/// the app's, into one reused token buffer) and nothing more: no field is read, nothing decoded or
/// dispatched. That is the I/O + parse floor H1's goal is stated against (issue 44).
///
/// Runs as `benchmarks --io-floor [parse]`, the child H1 spawns for its `io-floor` and
/// `io-parse-floor` rows.
func runIOFloorChild(parse: Bool) -> Int32 {
  var reader = LineReader(source: FileDescriptorSource(descriptor: 0))
  var parser = JSONDocumentParser()
  var output: [UInt8] = []
  output.reserveCapacity(1 << 16)
  var checksum: UInt32 = 0
  do {
    while let line = try reader.next() {
      if case .text(let number, let bytes) = line {
        checksum ^= CRC32C.checksum(bytes.span)
        if parse {
          // Every line of H1's session is a JSON object: a refused one fails the row.
          checksum ^= UInt32(truncatingIfNeeded: try parser.parse(bytes.span) { $0.tokenCount })
        }
        // Line 1 is H1's warm-up query, answered like `state.get`; every other line is accepted.
        output.append(contentsOf: (number == 1 ? #"{"type":"state","line":"# : #"{"type":"accepted","line":"#).utf8)
        output.append(contentsOf: String(number).utf8)
        output.append(contentsOf: #","seq":1}"#.utf8)
        output.append(UInt8(ascii: "\n"))
      }
      if !reader.hasBufferedLine || output.count > 1 << 16 {
        guard writeFully(1, output) else { return 1 }
        output.removeAll(keepingCapacity: true)
      }
    }
  } catch {
    return 1
  }
  guard writeFully(1, output) else { return 1 }
  // The checksum is reported so the work cannot be optimized away.
  return checksum == 0xFFFF_FFFF ? 2 : 0
}

private func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return false }
    offset += written
  }
  return true
}

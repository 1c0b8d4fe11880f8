import Foundation

/// One timed run of one variant of a workload, as a child process reports it.
struct Measurement: Codable {
  /// Nanoseconds per operation (dispatch, line, record, task) of the timed loop only.
  var nsPerOp: Double
  /// Peak resident memory of the process that ran it, in KiB (VmHWM).
  var peakKiB: Int
  /// Extra numbers a workload reports (notifications, bytes per record, ...).
  var extra: [String: Double] = [:]
}

/// Peak resident set size of this process in KiB, read from `/proc/self/status` (VmHWM).
func peakMemoryKiB() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.filter(\.isNumber)
    return Int(digits) ?? 0
  }
  return 0
}

/// Times `body` with the monotonic clock and returns nanoseconds per operation.
func timeLoop(operations: Int, _ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  let elapsed = clock.now - start
  let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  return nanoseconds / Double(max(operations, 1))
}

/// A failed checksum: the workload did not do the work it claims, so its time means nothing.
struct ChecksumFailure: Error, CustomStringConvertible {
  let description: String
}

/// Throws unless the workload's result is the expected one.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw ChecksumFailure(description: message()) }
}

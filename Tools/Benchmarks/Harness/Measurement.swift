import Concurrency
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
///
/// It also reads the process's CPU time (every thread, user and system) around `body` and adds
/// both to `timedLoops`, so a measurement can say how much of its wall time it spent on a core:
/// on a shared machine a single-threaded loop that got a third of a core takes three times as
/// long on the clock for the same work (issue 35: E1 read 77-129k round trips/s at a load
/// average of 15-19 on 2 cores, 435k on its CPU time).
func timeLoop(operations: Int, _ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let cpuStart = processCPUNanoseconds()
  let start = clock.now
  try body()
  let elapsed = clock.now - start
  let cpu = processCPUNanoseconds() - cpuStart
  let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  timedLoops.record(wall: nanoseconds, cpu: Double(cpu), operations: operations)
  return nanoseconds / Double(max(operations, 1))
}

/// CPU time this process has used so far (all threads), in nanoseconds.
func processCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// What the `timeLoop`s of this process measured: the last loop's CPU time per operation, and the
/// wall and CPU time of all of them (a child process runs one measurement; most time one loop).
final class TimedLoops: Sendable {
  private struct Totals {
    var wall = 0.0
    var cpu = 0.0
    var lastCPUPerOperation = 0.0
  }

  private let totals = Locked(Totals())

  func record(wall: Double, cpu: Double, operations: Int) {
    totals.withLock {
      $0.wall += wall
      $0.cpu += cpu
      $0.lastCPUPerOperation = cpu / Double(max(operations, 1))
    }
  }

  /// CPU time over wall time of every timed loop so far: about 1 for a single-threaded loop that
  /// had a core to itself, less when it waited for one, more when several threads worked.
  var cpuPerWall: Double? {
    totals.withLock { $0.wall > 0 ? $0.cpu / $0.wall : nil }
  }

  /// CPU nanoseconds per operation of the last timed loop (every thread of the process).
  var lastCPUNanosecondsPerOperation: Double {
    totals.withLock { $0.lastCPUPerOperation }
  }
}

/// The timed loops of this process.
let timedLoops = TimedLoops()

/// A failed checksum: the workload did not do the work it claims, so its time means nothing.
struct ChecksumFailure: Error, CustomStringConvertible {
  let description: String
}

/// Throws unless the workload's result is the expected one.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw ChecksumFailure(description: message()) }
}

import Foundation
import Synchronization
import UDF

/// Reads the elements of a stored state's long array on every core, for both stored-shape readers
/// (`JSONFieldReader`, `BinaryFieldReader`): runs of consecutive elements, each with a reader of
/// its own, every element initialized straight into its place in the result (which keeps room to
/// grow). The refusal, if any, is the one of the first failing element in order, whichever thread
/// met it.
///
/// There are several runs per core, taken by whichever core is free: with one run per core, a core
/// that also checks the snapshot's checksum finished its half long after the other.
enum ConcurrentElements {
  /// `count` elements read on `parts` threads. `makeReader` is called once per run, on that run's
  /// thread, and returns the function that reads element `index`.
  static func read<T: Sendable>(
    count: Int, parts: Int, makeReader: @Sendable () -> (_ index: Int) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    // Each run's first failure: its element's position and the refusal.
    let failures = Mutex<[(index: Int, rejection: Rejection)]>([])
    // An eighth more room than the elements take: the first row added after a start (a new item)
    // would otherwise copy the whole array to grow it (8 ms for 200,000 items).
    let values = [T](unsafeUninitializedCapacity: count + count / 8) { buffer, initialized in
      guard let base = buffer.baseAddress else {
        initialized = 0
        return
      }
      let target = UncheckedSendable(value: base)
      // The elements each run initialized, to deinitialize them when another run failed.
      let runs = min(count, parts * runsPerPart)
      let ranges = Mutex([Range<Int>](repeating: 0..<0, count: runs))
      DispatchQueue.concurrentPerform(iterations: runs) { part in
        let run = count * part / runs..<count * (part + 1) / runs
        let readElement = makeReader()
        var next = run.lowerBound
        do throws(Rejection) {
          while next < run.upperBound {
            (target.value + next).initialize(to: try readElement(next))
            next += 1
          }
        } catch {
          failures.withLock { $0.append((next, error)) }
        }
        ranges.withLock { $0[part] = run.lowerBound..<next }
      }
      guard failures.withLock({ $0.isEmpty }) else {
        for run in ranges.withLock({ $0 }) { _ = UnsafeMutableBufferPointer(rebasing: buffer[run]).deinitialize() }
        initialized = 0
        return
      }
      initialized = count
    }
    if let first = failures.withLock({ $0.min { $0.index < $1.index } }) { throw first.rejection }
    return values
  }

  /// Runs per thread: enough that a core slowed by other work hands its share to the others.
  private static let runsPerPart = 16
}

/// A value handed to other threads that Swift cannot see is safe to share: a buffer each thread
/// writes in its own disjoint range (`ConcurrentElements`, a snapshot's file read in parts).
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}

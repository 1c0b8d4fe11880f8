import Foundation

/// Reads the elements of a long array on every core (the app's two stored-shape readers read a
/// snapshot's million items with it): runs of consecutive elements, each with a reader of
/// its own, every element initialized straight into its place in the result (which keeps room to
/// grow). The refusal, if any, is the one of the first failing element in order, whichever thread
/// met it.
///
/// There are several runs per core, taken by whichever core is free: with one run per core, a core
/// that also checks the snapshot's checksum finished its half long after the other.
public enum ConcurrentElements {
  /// `count` elements read on `parts` threads. `makeReader` is called once per run, on that run's
  /// thread, and returns the function that reads element `index`.
  ///
  /// Inlinable so each caller gets it specialized for its element type, as when it lived beside them.
  @inlinable
  public static func read<T: Sendable, Failure: Error>(
    count: Int, parts: Int, makeReader: @Sendable () -> (_ index: Int) throws(Failure) -> T
  ) throws(Failure) -> [T] {
    var failure: (index: Int, rejection: Failure)?
    // An eighth more room than the elements take: the first row added after a start (a new item)
    // would otherwise copy the whole array to grow it (8 ms for 200,000 items).
    let values = [T](unsafeUninitializedCapacity: count + count / 8) { buffer, initialized in
      guard let base = buffer.baseAddress else {
        initialized = 0
        return
      }
      let target = UncheckedSendable(value: base)
      // What each run did, written by that run only, read once all have ended (no lock: a run's
      // slot is its own, and `concurrentPerform` returning orders the writes before the reads).
      let runs = min(count, parts * runsPerPart)
      let outcomes = UnsafeMutableBufferPointer<Outcome<Failure>>.allocate(capacity: runs)
      outcomes.initialize(repeating: Outcome<Failure>())
      defer { outcomes.deallocate() }
      let slots = UncheckedSendable(value: outcomes)
      DispatchQueue.concurrentPerform(iterations: runs) { part in
        let run = count * part / runs..<count * (part + 1) / runs
        let readElement = makeReader()
        var next = run.lowerBound
        var rejection: Failure?
        do throws(Failure) {
          while next < run.upperBound {
            (target.value + next).initialize(to: try readElement(next))
            next += 1
          }
        } catch {
          rejection = error
        }
        slots.value[part] = Outcome(initialized: run.lowerBound..<next, rejection: rejection)
      }
      // The refusal of the first failing element in order.
      failure = outcomes.lazy.compactMap { outcome in
        outcome.rejection.map { (outcome.initialized.upperBound, $0) }
      }.min { $0.0 < $1.0 }
      guard failure == nil else {
        for outcome in outcomes {
          _ = UnsafeMutableBufferPointer(rebasing: buffer[outcome.initialized]).deinitialize()
        }
        initialized = 0
        return
      }
      initialized = count
    }
    if let failure { throw failure.rejection }
    return values
  }

  /// Runs per thread: enough that a core slowed by other work hands its share to the others.
  @usableFromInline static let runsPerPart = 16
}

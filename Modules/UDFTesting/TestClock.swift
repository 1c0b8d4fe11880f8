import Concurrency
import Foundation

/// A clock that stands still until the test moves it: `advance(by:)` wakes, in deadline order (then sleep order),
/// every sleeper whose deadline has come.
///
/// Inject it as the store's `dependencies.clock` so debounced and timed effects are tested without
/// sleeping: dispatch, `advance(by: .milliseconds(300))`, then run the executor.
public final class TestClock: Clock, Sendable {
  private struct Sleeper {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// What the clock's lock guards.
  private struct Guarded {
    var current = Instant(offset: .zero)
    var sleepers: [Int: Sleeper] = [:]
    var nextID = 0
  }

  private let guarded = Locked(Guarded())

  /// A clock at its start, with no sleepers.
  public init() {}

  /// The current instant; it only moves in `advance(by:)`.
  public var now: Instant { guarded.withLock { $0.current } }

  /// The test clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int { guarded.withLock { $0.sleepers.count } }

  /// Suspends until the clock is advanced past `deadline`; throws `CancellationError` if the task
  /// is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = guarded.withLock {
      $0.nextID += 1
      return $0.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = guarded.withLock {
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= $0.current { return .success(()) }
          $0.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let sleeper = guarded.withLock { $0.sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// The earliest deadline a task sleeps until, if any: where `TestStore.advance(by:)` stops on
  /// its way, so work that starts sleeping when another wakes is woken in the same advance.
  public var nextDeadline: Instant? { guarded.withLock { $0.sleepers.values.map(\.deadline).min() } }

  /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `instant` (never back) and wakes every sleeper whose deadline has come,
  /// earliest first.
  public func advance(to instant: Instant) {
    let due: [Sleeper] = guarded.withLock { clock in
      clock.current = max(clock.current, instant)
      let now = clock.current
      let ready = clock.sleepers.filter { $0.value.deadline <= now }
        .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
      for (id, _) in ready { clock.sleepers[id] = nil }
      return ready.map(\.value)
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}

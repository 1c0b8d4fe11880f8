import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs callbacks one at a time and makes cancellation final: once `cancel` returns, on any
/// thread, the callback is not running and never runs again.
///
/// The gate's lock is held while a callback runs, so callbacks never overlap. The running
/// callback is published in an atomic; `cancel` sets the callback's flag, then waits only while
/// that very callback is running on another thread (the recursive lock's `try` tells: it succeeds
/// on the thread that runs the callback), so a callback may cancel itself, or any other
/// subscription, without waiting. Both sides write then read with
/// sequentially consistent atomics, so either the run sees the flag and skips the body, or the
/// cancel sees the run and waits for it. The store never holds its own lock while taking this
/// one, so a callback may dispatch, subscribe and read freely.
@usableFromInline
final class CallbackGate: Sendable {
  @usableFromInline let lock = RecursiveLock()
  /// The identity of the callback running now (0: none).
  @usableFromInline let running = Atomic<UInt>(0)

  @usableFromInline
  init() {}

  /// Calls `body` unless `state` is cancelled, with no other callback running.
  @inlinable
  func run(_ state: CallbackState, _ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    let identity = UInt(bitPattern: ObjectIdentifier(state))
    let outer = running.exchange(identity, ordering: .sequentiallyConsistent)
    if !state.cancelled.load(ordering: .sequentiallyConsistent) { body() }
    running.store(outer, ordering: .sequentiallyConsistent)
  }

  /// Cancels `state`, waiting only while its own callback runs on another thread.
  func cancel(_ state: CallbackState) {
    state.cancelled.store(true, ordering: .sequentiallyConsistent)
    let identity = UInt(bitPattern: ObjectIdentifier(state))
    while running.load(ordering: .sequentiallyConsistent) == identity {
      // Running on this thread (cancelling itself, or from a callback it started): do not wait.
      if lock.tryLock() {
        lock.unlock()
        return
      }
      sched_yield()
    }
  }
}

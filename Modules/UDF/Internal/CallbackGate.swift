import Foundation
import Synchronization

/// Whether one registered callback (observer, event handler) has been cancelled.
@usableFromInline
final class CallbackState: Sendable {
  @usableFromInline let cancelled = Atomic<Bool>(false)

  @usableFromInline
  init() {}

  @inlinable
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }
}

/// Runs callbacks one at a time and makes cancellation final: once `cancel` returns, on any
/// thread, the callback is not running and never runs again.
///
/// The gate's lock is held while a callback runs. `cancel` sets the flag, then takes the lock once,
/// so it waits for a call in flight on another thread. It is recursive, so a callback may cancel
/// itself or another one without deadlocking. The store never holds its own lock while taking this
/// one, so a callback may dispatch, subscribe and read freely.
@usableFromInline
final class CallbackGate: @unchecked Sendable {
  @usableFromInline let lock = NSRecursiveLock()

  @usableFromInline
  init() {}

  /// Calls `body` unless `state` is cancelled, with no other callback running.
  @inlinable
  func run(_ state: CallbackState, _ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    if !state.isCancelled { body() }
  }

  /// Cancels `state`, waiting for a call in flight on another thread to return.
  func cancel(_ state: CallbackState) {
    state.cancelled.store(true, ordering: .releasing)
    lock.lock()
    lock.unlock()
  }
}

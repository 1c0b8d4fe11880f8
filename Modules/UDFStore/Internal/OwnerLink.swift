import Foundation

/// A way back to an object (a store) for things that may outlive it (subscription tokens, running
/// effects), without a `weak` reference.
///
/// A weak reference moves its target's reference count into a side table, and every retain and
/// release of the target then takes the slow path (measured: a third of a keyed notification's
/// cost). The owner calls `clear()` first thing in its `deinit`, which waits for calls in progress
/// on other threads; after it, the link calls nothing.
@usableFromInline
final class OwnerLink<Owner: AnyObject>: @unchecked Sendable {
  // `@unchecked`: `owner` and `callers` are read and written under `condition`.
  private let condition = NSCondition()
  // `unowned(unsafe)`: a `weak` one cost a third of a keyed notification (above); `clear()` in
  // the owner's `deinit` makes sure it is never read after the owner is gone.
  private unowned(unsafe) var owner: Owner?
  /// The thread of each call in progress (a thread appears once per nested call).
  private var callers: [pthread_t] = []

  /// A link to nothing yet; the owner attaches itself at the end of its `init`.
  init() {}

  /// Points the link at its owner.
  func attach(_ owner: Owner) {
    condition.withLock { self.owner = owner }
  }

  /// Calls `body` with the owner unless it is gone; the owner's `deinit` waits for the call.
  ///
  /// No lock is held while `body` runs, so it may do anything, including use the link again; the
  /// owner is held strongly meanwhile, so releasing it inside `body` defers its `deinit` to the end
  /// of the call. The strong reference ends with the `do` block, before the call is counted out:
  /// the owner's count may already have reached zero (its `deinit` waiting in `clear()`), and a
  /// retain still held after `clear()` returns would outlive the object. When that release is the
  /// last, the `deinit` runs here, and `clear()` does not wait for this thread's own call.
  func withOwner(_ body: (Owner) -> Void) {
    let thread = pthread_self()
    do {
      condition.lock()
      guard let strong: Owner = owner else { return condition.unlock() }
      callers.append(thread)
      condition.unlock()
      body(strong)
    }
    condition.lock()
    if let index = callers.lastIndex(where: { pthread_equal($0, thread) != 0 }) { callers.remove(at: index) }
    condition.broadcast()
    condition.unlock()
  }

  /// Forgets the owner once no other thread's call is in progress; called from its `deinit`
  /// before anything else.
  func clear() {
    let thread = pthread_self()
    condition.lock()
    owner = nil
    while callers.contains(where: { pthread_equal($0, thread) == 0 }) { condition.wait() }
    condition.unlock()
  }
}

import Foundation

/// A way back to an object (a store) for things that may outlive it (subscription tokens, running
/// effects), without a `weak` reference.
///
/// A weak reference moves its target's reference count into a side table, and every retain and
/// release of the target then takes the slow path (measured: a third of a keyed notification's
/// cost). The owner calls `clear()` first thing in its `deinit`, which waits for calls in progress;
/// after it, the link calls nothing.
@usableFromInline
final class OwnerLink<Owner: AnyObject>: @unchecked Sendable {
  // `@unchecked`: `owner` and `calls` are read and written under `condition`.
  private let condition = NSCondition()
  private unowned(unsafe) var owner: Owner?
  private var calls = 0

  /// A link to nothing yet; the owner attaches itself at the end of its `init`.
  init() {}

  /// Points the link at its owner.
  func attach(_ owner: Owner) {
    condition.withLock { self.owner = owner }
  }

  /// Calls `body` with the owner unless it is gone; the owner's `deinit` waits for the call.
  ///
  /// No lock is held while `body` runs, so it may do anything, including use the link again; the
  /// owner is held strongly meanwhile, so releasing it inside `body` defers its `deinit` to the end.
  func withOwner(_ body: (Owner) -> Void) {
    condition.lock()
    guard let owner else { return condition.unlock() }
    let strong: Owner = owner
    calls += 1
    condition.unlock()
    body(strong)
    condition.lock()
    calls -= 1
    if calls == 0 { condition.broadcast() }
    condition.unlock()
  }

  /// Forgets the owner once no call is in progress; called from its `deinit` before anything else.
  func clear() {
    condition.lock()
    owner = nil
    while calls > 0 { condition.wait() }
    condition.unlock()
  }
}

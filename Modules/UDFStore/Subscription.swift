import Concurrency

/// A handle that keeps an observer or event subscriber alive; releasing it ends the subscription.
///
/// No manual unsubscribe is needed: when the last reference goes away, `deinit` cancels. `cancel()`
/// ends it early. Once `cancel()` (or the release) has returned, on any thread, the callback is not
/// running and is never called again, also when two threads cancel at once. A handle keeps nothing
/// of the callback alive: when the store goes away, so do its callbacks.
public final class Subscription: Sendable {
  private let gate: CallbackGate?
  private let callback: CallbackState?
  private let removal: Locked<(@Sendable () -> Void)?>

  /// A handle that runs `onCancel` exactly once, on the first `cancel()` or on release.
  public init(onCancel: @escaping @Sendable () -> Void) {
    gate = nil
    callback = nil
    removal = Locked(onCancel)
  }

  /// A handle for a callback run through `gate`; `remove` unregisters it.
  init(gate: CallbackGate, callback: CallbackState, remove: @escaping @Sendable () -> Void) {
    self.gate = gate
    self.callback = callback
    removal = Locked(remove)
  }

  /// Ends the subscription now; when it returns the callback is not running and never will again.
  public func cancel() {
    if let gate, let callback { gate.cancel(callback) }
    let remove = removal.withLock { value in
      defer { value = nil }
      return value
    }
    remove?()
  }

  deinit {
    cancel()
  }
}

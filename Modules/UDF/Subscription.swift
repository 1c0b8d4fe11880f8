import Foundation

/// A handle that keeps an observer, event subscriber or effect alive; releasing it ends the subscription.
///
/// No manual unsubscribe is needed: when the last reference goes away, `deinit` cancels. `cancel()`
/// ends it early. After cancellation returns, the callback is never called again.
public final class Subscription: Sendable {
  private let state: Locked<(@Sendable () -> Void)?>

  /// Creates a handle that runs `onCancel` exactly once, on `cancel()` or release.
  public init(onCancel: @escaping @Sendable () -> Void) {
    self.state = Locked(onCancel)
  }

  /// Ends the subscription now. Calling it again does nothing.
  public func cancel() {
    let onCancel = state.withLock { value in
      defer { value = nil }
      return value
    }
    onCancel?()
  }

  deinit {
    cancel()
  }
}

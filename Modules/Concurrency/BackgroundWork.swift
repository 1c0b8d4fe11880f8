import Foundation

/// A value computed on another thread while the caller goes on: a snapshot start indexes the
/// restored items there while the rest of the state is read (its `RestoreScheduler`).
public final class BackgroundWork<Value: Sendable>: Sendable {
  private let work: @Sendable () -> Value
  private let result = Locked<Value?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on a global queue.
  public init(_ work: @escaping @Sendable () -> Value) {
    self.work = work
    DispatchQueue.global().async { [self] in
      let value = work()
      result.withLock { $0 = value }
      done.signal()
    }
  }

  /// The value, once the work is done (waits for it).
  public func value() -> Value {
    done.wait()
    // Set before the signal; computing it here again is only the type system's fallback.
    return result.withLock { $0 } ?? work()
  }
}

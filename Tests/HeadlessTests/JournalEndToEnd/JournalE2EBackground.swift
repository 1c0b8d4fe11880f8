import Foundation

/// Work on a dedicated thread whose result the test collects later: a child's stderr being
/// drained, or a large input being written while the test reads the child's replies.
///
/// A dedicated `Thread`, not the Swift concurrency pool, so a blocked read or write never takes a
/// test worker away.
final class JournalE2EBackground<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var value: Value

  /// Starts `work` on a new thread; `placeholder` is only there until the work returns.
  init(placeholder: Value, _ work: @escaping @Sendable () -> Value) {
    value = placeholder
    let thread = Thread { [self] in
      let result = work()
      lock.withLock { value = result }
      done.signal()
    }
    thread.start()
  }

  /// Waits for the work to finish and returns its result.
  func result() -> Value {
    done.wait()
    done.signal()
    return lock.withLock { value }
  }
}

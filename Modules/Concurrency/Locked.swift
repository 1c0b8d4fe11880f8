#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value behind a lock: the project's one lock for state shared between threads, in place of
/// `Synchronization.Mutex`.
///
/// Why not `Mutex`: on Linux a contended `Mutex` waits and wakes in `_lockSlow`/`_unlockSlow`,
/// compiled into the toolchain without ThreadSanitizer, so TSan never sees that the second thread
/// took the lock after the first let it go and reports a race on the guarded value whenever two
/// threads met at the lock (CI's TSan step failed that way, once per several runs). This is a
/// `pthread_mutex_t`, whose calls TSan intercepts, and it is also cheaper: `Mutex` asks the kernel
/// for the thread ID on every lock and unlock.
public final class Locked<Value> {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var value: Value

  /// A lock guarding `value`.
  public init(_ value: Value) {
    self.value = value
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value while holding the lock. Not re-entrant: `body` must not take this
  /// lock again.
  @inlinable
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}

// `@unchecked`: `value` is read and written only inside `withLock`, under `mutex`.
extension Locked: @unchecked Sendable where Value: Sendable {}

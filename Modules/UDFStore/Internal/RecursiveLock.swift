#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recursive mutex with nothing around it: a `pthread_mutex_t` in its own allocation.
///
/// The callback gate takes it once per callback (a callback may publish events, which takes it
/// again). `NSRecursiveLock`, a Foundation class around the same kind of mutex, cost 94
/// instructions a pair there against about 65 (S3 keyed notification, callgrind, issue 44).
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
  // `@unchecked`: `mutex` is a pointer (not `Sendable`) to the lock itself, only used through
  // pthread calls.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  func lock() {
    pthread_mutex_lock(mutex)
  }

  @inlinable
  func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Takes the lock if it is free or already held by this thread.
  @inlinable
  func tryLock() -> Bool {
    pthread_mutex_trylock(mutex) == 0
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-recursive mutex with nothing around it: a `pthread_mutex_t` in its own allocation.
///
/// The store takes it twice per dispatch; `Synchronization.Mutex` measured about 30 ns a pair on
/// Linux (it asks the kernel for the thread ID), this about 4.
@usableFromInline
final class PlainLock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
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

  @inlinable
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

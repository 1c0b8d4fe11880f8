#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-recursive mutex with nothing around it: a `pthread_mutex_t` in its own allocation.
///
/// The store takes it twice per dispatch; `Synchronization.Mutex` measured about 30 ns a pair on
/// Linux (it asks the kernel for the thread ID), this about 4. It is an error-checking mutex: a
/// thread that takes it again while holding it (a store called from inside its own `read` body,
/// a selector or a reducer) stops with `misuse` instead of deadlocking forever; the check is the
/// owner's thread ID that the mutex keeps anyway.
@usableFromInline
final class PlainLock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let misuse: StaticString

  /// A lock whose re-entry by its holder stops the process with `misuse`.
  @usableFromInline
  init(misuse: StaticString = "a lock was taken again by the thread holding it") {
    self.misuse = misuse
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  func lock() {
    if pthread_mutex_lock(mutex) != 0 { reentered() }
  }

  @usableFromInline
  func reentered() -> Never {
    preconditionFailure("\(misuse)")
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

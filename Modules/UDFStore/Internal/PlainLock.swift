#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-recursive mutex with nothing around it: a `pthread_mutex_t` in its own allocation.
///
/// The store takes it twice per dispatch; `Synchronization.Mutex` measured about 30 ns a pair on
/// Linux (it asks the kernel for the thread ID), this about 4. A thread that takes it again while
/// holding it (a store called from inside its own `read` body, a selector or a reducer) stops with
/// `misuse` instead of deadlocking forever. On Linux the check costs nothing while the lock is
/// free: a waiter that has waited `recheck` looks at the holder glibc records in the mutex and
/// stops if that is itself. (glibc's error-checking mutex cost 34 instructions, 3.5 ns, per small
/// dispatch, S1; keeping the holder's `pthread_self` beside the mutex about as much in time.)
@usableFromInline
final class PlainLock: @unchecked Sendable {
  // `@unchecked`: `mutex` is a pointer (not `Sendable`) to the lock itself, only used through
  // pthread calls; `Mutex` instead measured about 30 ns a pair against 4 (above).
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let misuse: StaticString
  /// How long a waiter waits before it checks whether it is waiting for itself.
  static let recheck = 50_000_000  // nanoseconds

  /// A lock whose re-entry by its holder stops the process with `misuse`.
  @usableFromInline
  init(misuse: StaticString = "a lock was taken again by the thread holding it") {
    self.misuse = misuse
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #if canImport(Glibc)
      pthread_mutex_init(mutex, nil)
    #else
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_ERRORCHECK)
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #endif
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  func lock() {
    #if canImport(Glibc)
      if pthread_mutex_trylock(mutex) != 0 { waitOrStop() }
    #else
      if pthread_mutex_lock(mutex) != 0 { reentered() }
    #endif
  }

  /// Waits for a busy lock, stopping if the thread waiting is the one holding it.
  @usableFromInline
  func waitOrStop() {
    #if canImport(Glibc)
      while true {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_nsec += Self.recheck
        if deadline.tv_nsec >= 1_000_000_000 {
          deadline.tv_sec += 1
          deadline.tv_nsec -= 1_000_000_000
        }
        let result = pthread_mutex_timedlock(mutex, &deadline)
        if result == 0 { return }
        if result == ETIMEDOUT, mutex.pointee.__data.__owner == Self.currentThreadID() { reentered() }
      }
    #endif
  }

  /// This thread's kernel ID (what glibc records as a mutex's owner), read on the slow path only.
  static func currentThreadID() -> Int32 {
    #if canImport(Glibc)
      var path = [CChar](repeating: 0, count: 64)
      let count = readlink("/proc/thread-self", &path, path.count - 1)
      guard count > 0 else { return -1 }
      let text = String(decoding: path[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return text.split(separator: "/").last.flatMap { Int32($0) } ?? -1
    #else
      return -1
    #endif
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

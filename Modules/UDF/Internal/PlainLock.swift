import Synchronization

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
/// `misuse` instead of deadlocking forever: the holder's thread is kept beside the mutex and looked
/// at only when the lock is busy. (glibc's error-checking mutex did the same at 16 more
/// instructions a lock pair, 15% of a small dispatch.)
@usableFromInline
final class PlainLock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let misuse: StaticString
  /// The thread holding the lock, 0 when free; written only by the holder.
  @usableFromInline let holder = Atomic<UInt>(0)

  /// A lock whose re-entry by its holder stops the process with `misuse`.
  @usableFromInline
  init(misuse: StaticString = "a lock was taken again by the thread holding it") {
    self.misuse = misuse
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  func lock() {
    let me = Self.currentThread()
    if pthread_mutex_trylock(mutex) != 0 {
      // Busy: by another thread (wait for it), or by this one, which would wait forever.
      if holder.load(ordering: .relaxed) == me { reentered() }
      pthread_mutex_lock(mutex)
    }
    holder.store(me, ordering: .relaxed)
  }

  @usableFromInline
  func reentered() -> Never {
    preconditionFailure("\(misuse)")
  }

  @inlinable
  func unlock() {
    holder.store(0, ordering: .relaxed)
    pthread_mutex_unlock(mutex)
  }

  /// This thread's identity, never 0.
  @inlinable
  static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: Int(bitPattern: UnsafeMutableRawPointer(pthread_self())))
    #else
      UInt(pthread_self())
    #endif
  }

  @inlinable
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

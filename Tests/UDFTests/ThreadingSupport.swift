import Concurrency
import Foundation
import Synchronization
import UDFStore

// Helpers for the tests where real threads are the point. Every wait has a timeout, so a deadlock
// fails the test instead of hanging the run.

/// How long a test waits for something another thread does before calling it a deadlock.
/// Generous: a waiter returns as soon as its event comes, so on a busy machine (two cores shared
/// with builds) a test only runs slower; only a real deadlock lasts this long.
let deadlockTimeout: TimeInterval = 60

/// Waits for `semaphore`; `false` if it was not signalled within `timeout` seconds.
func waited(_ semaphore: DispatchSemaphore, timeout: TimeInterval = deadlockTimeout) -> Bool {
  semaphore.wait(timeout: .now() + timeout) == .success
}

/// A thread started at once; `join()` waits for its body to return, up to a timeout.
final class TestThread: Sendable {
  private let done = DispatchSemaphore(value: 0)

  init(_ body: @escaping @Sendable () -> Void) {
    let done = done
    Thread {
      body()
      done.signal()
    }.start()
  }

  /// Whether the body returned within `timeout` seconds; call once.
  func join(timeout: TimeInterval = deadlockTimeout) -> Bool {
    waited(done, timeout: timeout)
  }
}

/// Runs `body(index)` on `count` new threads released together; `false` if they did not all
/// finish within `timeout` seconds.
func runOnThreads(
  _ count: Int, timeout: TimeInterval = deadlockTimeout, _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
  let start = DispatchSemaphore(value: 0)
  let threads = (0..<count).map { index in
    TestThread {
      start.wait()
      body(index)
    }
  }
  for _ in 0..<count { start.signal() }
  return threads.allSatisfy { $0.join(timeout: timeout) }
}

/// A counter callbacks can bump from any thread.
final class AtomicCounter: Sendable {
  private let storage = Atomic<Int>(0)

  var value: Int { storage.load(ordering: .sequentiallyConsistent) }

  /// Adds one; returns the new value.
  @discardableResult
  func increment() -> Int {
    storage.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
  }

  /// Subtracts one; returns the new value.
  @discardableResult
  func decrement() -> Int {
    storage.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
  }

  /// Raises the value to `candidate` if it is larger.
  func raise(to candidate: Int) {
    var current = value
    while candidate > current {
      let (exchanged, original) = storage.compareExchange(
        expected: current, desired: candidate, ordering: .sequentiallyConsistent)
      if exchanged { return }
      current = original
    }
  }
}

/// A boolean callbacks can set from any thread.
final class AtomicFlag: Sendable {
  private let storage = Atomic<Bool>(false)

  var isSet: Bool { storage.load(ordering: .sequentiallyConsistent) }

  func set(_ value: Bool = true) {
    storage.store(value, ordering: .sequentiallyConsistent)
  }
}

/// A plain, unsynchronized counter: only code that is already serialized may touch it, so
/// ThreadSanitizer reports any two callbacks that were not.
final class UnsynchronizedCounter: @unchecked Sendable {
  var value = 0
}

/// A subscription a callback can reach before the test has created it.
final class SubscriptionSlot: Sendable {
  private let storage = Locked<Subscription?>(nil)

  var subscription: Subscription? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

/// An object to capture in callbacks, to see through a weak reference whether it was freed.
final class Canary: Sendable {}

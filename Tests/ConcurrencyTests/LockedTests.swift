import Concurrency
import Foundation
import Synchronization
import Testing

/// `Locked`: a second thread does not get in while another holds the lock, threads meeting at the
/// lock lose no update (under ThreadSanitizer in CI, where a contended `Synchronization.Mutex` was
/// reported as a race), and a body that throws leaves the lock free and its changes made.
@Suite("Locked")
struct LockedTests {
  @Test func threadsMeetingAtTheLockLoseNoUpdate() {
    let counts = Locked([Int](repeating: 0, count: 4))
    DispatchQueue.concurrentPerform(iterations: 4) { part in
      for _ in 0..<5_000 {
        counts.withLock { $0[part] += 1 }
        counts.withLock { $0[(part + 1) % 4] += 1 }
      }
    }
    #expect(counts.withLock { $0 } == [10_000, 10_000, 10_000, 10_000])
  }

  // The holder stays inside until the second thread is about to take the lock, then gives it a
  // moment to get in, which it must not: it enters only after the holder left, and sees what the
  // holder wrote last. Every wait is for an event; the one bounded wait is the moment given, which
  // a lock that excludes always sits out, so a busy machine can make this slower, never fail it.
  @Test func aSecondThreadGetsInOnlyAfterTheHolderLeaves() {
    let lock = Locked(0)
    let holderInside = Flag()
    let secondGotInWhileHeld = Flag()
    let holderSawSecondInside = Flag()
    let secondSawTheHoldersWrite = Flag()
    let held = DispatchSemaphore(value: 0)
    let secondTaking = DispatchSemaphore(value: 0)
    let secondInside = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    startThread(named: "test holder") {
      lock.withLock { value in
        holderInside.set(true)
        held.signal()
        secondTaking.wait()
        holderSawSecondInside.set(secondInside.wait(timeout: .now() + .seconds(1)) == .success)
        value = 1
        holderInside.set(false)
      }
      done.signal()
    }
    startThread(named: "test second") {
      held.wait()
      secondTaking.signal()
      lock.withLock { value in
        secondGotInWhileHeld.set(holderInside.isSet)
        secondSawTheHoldersWrite.set(value == 1)
        secondInside.signal()
      }
      done.signal()
    }
    let bothDone = (0..<2).allSatisfy { _ in done.wait(timeout: .now() + .seconds(60)) == .success }
    #expect(bothDone, "a thread never finished: a deadlock")
    #expect(
      !secondGotInWhileHeld.isSet && !holderSawSecondInside.isSet, "the second thread got in while the lock was held")
    #expect(secondSawTheHoldersWrite.isSet)
  }

  /// A boolean two threads share, outside the lock under test.
  final class Flag: Sendable {
    private let storage = Atomic<Bool>(false)

    var isSet: Bool { storage.load(ordering: .sequentiallyConsistent) }

    func set(_ value: Bool) { storage.store(value, ordering: .sequentiallyConsistent) }
  }

  struct Refusal: Error, Equatable {}

  @Test func aBodyThatThrowsKeepsItsChangesAndReleasesTheLock() {
    let value = Locked(1)
    #expect(throws: Refusal()) {
      try value.withLock { (number) throws(Refusal) in
        number = 2
        throw Refusal()
      }
    }
    // Taken again on the same thread: had the throw kept the lock, this would never return.
    #expect(value.withLock { $0 } == 2)
  }

  @Test func theResultIsWhatTheBodyReturns() {
    let text = Locked("a")
    let length = text.withLock { value -> Int in
      value += "bc"
      return value.count
    }
    #expect(length == 3)
    #expect(text.withLock { $0 } == "abc")
  }
}

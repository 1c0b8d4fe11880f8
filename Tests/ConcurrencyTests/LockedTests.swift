import Concurrency
import Foundation
import Testing

/// `Locked`: threads meeting at the lock lose no update (under ThreadSanitizer in CI, where a
/// contended `Synchronization.Mutex` was reported as a race), and a body that throws leaves the lock
/// free and its changes made.
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

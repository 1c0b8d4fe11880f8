import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects "callbacks run outside the store's lock, one at a time, in dispatch order": a callback
/// may use the store (read, dispatch, observe) and wait on other threads that use it without
/// deadlocking; a slow callback does not block another thread's dispatch; re-entrant dispatches are
/// reduced at once and delivered after the current callback, never nested; callbacks never overlap.
///
/// A deadlock fails these tests through a timeout instead of hanging the run.
/// Observes the count, recording every value in `seen`, and runs `onFirst` inside the callback of
/// its first change (to 1): the callback whose behaviour these tests probe.
private func observeCount(
  _ store: CounterStore, recordingIn seen: Recorder<Int>, onFirst: @escaping @Sendable () -> Void
) -> Subscription {
  store.observe(
    { $0.count },
    onChange: { count in
      seen.record(count)
      if count == 1 { onFirst() }
    })
}

@Suite struct StoreCallbackThreadingTests {
  @Test func callbackCanReadDispatchAndObserve() {
    let store = makeStore()
    let log = Recorder<String>()
    let inner = Recorder<Int>()
    let innerToken = SubscriptionSlot()
    let token = store.observe(
      { $0.count },
      onChange: { count in
        log.record("saw \(count)")
        guard count == 1 else { return }
        log.record("state \(store.state.count)")
        log.record("read \(store.read { $0.count })")
        log.record("dispatch \(store.dispatch(.add(10)))")
        log.record("state \(store.state.count)")
        innerToken.subscription = store.observe({ $0.count }, onChange: inner.record)
      })
    let thread = TestThread { store.dispatch(.increment) }
    #expect(thread.join(), "the callback deadlocked")
    store.dispatch(.increment)
    #expect(log.values == ["saw 1", "state 1", "read 1", "dispatch accepted", "state 11", "saw 11", "saw 12"])
    #expect(inner.values == [12], "an observer added in a callback sees the later changes")
    withExtendedLifetime((token, innerToken)) {}
  }

  @Test func callbackWaitingOnAThreadThatDispatchesDoesNotDeadlock() {
    let store = makeStore()
    let seen = Recorder<Int>()
    let log = Recorder<String>()
    let token = observeCount(store, recordingIn: seen) {
      let dispatched = DispatchSemaphore(value: 0)
      _ = TestThread {
        let outcome = store.dispatch(.add(10))
        log.record("other thread: \(outcome), observer had seen \(seen.values)")
        dispatched.signal()
      }
      log.record(waited(dispatched) ? "callback: other thread returned" : "callback: timed out")
    }
    #expect(store.dispatch(.increment) == .accepted)
    #expect(
      log.values == [
        "other thread: accepted, observer had seen [1]", "callback: other thread returned",
      ])
    #expect(seen.values == [1, 11], "the other thread's change is delivered after the callback returns")
    #expect(store.state.count == 11)
    withExtendedLifetime(token) {}
  }

  @Test func slowCallbackOnOneThreadDoesNotBlockADispatchFromAnother() {
    let store = makeStore()
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let callbackDone = AtomicFlag()
    let releasedInTime = AtomicFlag()
    let seen = Recorder<Int>()
    let token = observeCount(store, recordingIn: seen) {
      entered.signal()
      releasedInTime.set(waited(release))
      callbackDone.set()
    }
    let slow = TestThread { store.dispatch(.increment) }
    #expect(waited(entered))

    #expect(store.dispatch(.add(5)) == .accepted)
    #expect(!callbackDone.isSet, "the dispatch returned while the slow callback was still blocked")
    #expect(store.state.count == 6, "and its action was reduced")
    #expect(seen.values == [1], "its callbacks wait for the slow one")

    release.signal()
    #expect(slow.join())
    #expect(releasedInTime.isSet)
    #expect(seen.values == [1, 6], "the slow thread delivered the other thread's change")
    withExtendedLifetime(token) {}
  }

  @Test func reentrantDispatchesAreReducedAtOnceAndDeliveredAfterInOrder() {
    let store = makeStore()
    let log = Recorder<String>()
    let token = store.observe(
      { $0.count },
      onChange: { count in
        log.record("enter \(count)")
        if count == 1 {
          log.record("dispatch \(store.dispatch(.add(10))) -> \(store.state.count)")
          log.record(
            "dispatch \(store.dispatch(.fail) == .rejected(.failed) ? "rejected" : "?") -> \(store.state.count)")
          log.record("dispatch \(store.dispatch(.add(100))) -> \(store.state.count)")
        }
        log.record("exit \(count)")
      })
    let subscription = store.events.subscribe(CounterChanged.self) { log.record("event \($0.count)") }
    #expect(store.dispatch(.increment) == .accepted)
    #expect(
      log.values == [
        "enter 1", "dispatch accepted -> 11", "dispatch rejected -> 11", "dispatch accepted -> 111", "exit 1",
        "event 1",
        "enter 11", "exit 11", "event 11",
        "enter 111", "exit 111", "event 111",
      ])
    withExtendedLifetime((token, subscription)) {}
  }

  @Test func callbacksNeverRunConcurrently() {
    let store = makeStore()
    let inFlight = AtomicCounter()
    let maximum = AtomicCounter()
    // Unsynchronized on purpose: ThreadSanitizer reports two callbacks that overlap.
    let calls = UnsynchronizedCounter()
    @Sendable func callback() {
      maximum.raise(to: inFlight.increment())
      calls.value += 1
      inFlight.decrement()
    }
    let tokens = [
      store.observe({ $0.count }, onChange: { _ in callback() }),
      store.observe({ $0.count % 2 }, onChange: { _ in callback() }),
      store.events.subscribe(CounterChanged.self) { _ in callback() },
    ]
    let threads = 4
    let perThread = 2_500
    #expect(runOnThreads(threads) { _ in for _ in 0..<perThread { store.dispatch(.increment) } })
    #expect(maximum.value == 1)
    #expect(calls.value == 3 * threads * perThread)
    withExtendedLifetime(tokens) {}
  }
}

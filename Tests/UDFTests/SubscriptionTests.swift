import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects "cancellation is final": once `cancel()` (or the token's release) returns on any
/// thread, the callback is not running and is never called again, also when two threads cancel at
/// once; and a token keeps nothing of its callback alive once the store is gone.
///
/// The races run many iterations; a callback that is called after `cancel()` returned, or still
/// running when it returns, is recorded as a violation (seen from either side, with sequentially
/// consistent flags, so one of the two sides always notices).
@Suite struct SubscriptionTests {
  /// One cancel race: `cancellers` threads cancel one token while its callback, called for the
  /// `blockingCall`th time by one of `dispatches` dispatches, holds them off until all have started.
  struct CancelRace: Sendable, CustomTestStringConvertible {
    let cancellers: Int
    let dispatches: Int
    let blockingCall: Int

    var testDescription: String { "\(cancellers) canceller(s) during call \(blockingCall) of \(dispatches)" }
  }

  @Test(
    "cancel() on another thread (or two at once) waits for the running callback and is final",
    arguments: [
      CancelRace(cancellers: 1, dispatches: 200, blockingCall: 5),
      CancelRace(cancellers: 2, dispatches: 1, blockingCall: 1),
    ])
  func cancelWaitsForTheRunningCallbackAndIsFinal(_ race: CancelRace) {
    for iteration in 0..<50 {
      let store = makeStore()
      let violations = Recorder<String>()
      let calls = AtomicCounter()
      let running = AtomicFlag()
      let returned = AtomicCounter()
      let entered = DispatchSemaphore(value: 0)
      let cancelling = DispatchSemaphore(value: 0)
      let token = store.observe(
        { $0.count },
        onChange: { _ in
          running.set()
          if returned.value > 0 { violations.record("called after a cancel() returned") }
          if calls.increment() == race.blockingCall {
            for _ in 0..<race.cancellers { entered.signal() }
            for _ in 0..<race.cancellers where !waited(cancelling) { violations.record("a canceller never started") }
            for _ in 0..<200 { sched_yield() }  // give cancel() time to reach the gate while this runs
            if returned.value > 0 { violations.record("a cancel() returned while the callback ran") }
          }
          running.set(false)
        })
      let dispatcher = TestThread { for _ in 0..<race.dispatches { store.dispatch(.increment) } }
      let cancellers = (0..<race.cancellers).map { _ in
        TestThread {
          guard waited(entered) else { return violations.record("no call \(race.blockingCall)") }
          cancelling.signal()
          token.cancel()
          returned.increment()
          if running.isSet { violations.record("callback running when cancel() returned") }
        }
      }
      #expect(dispatcher.join() && cancellers.allSatisfy { $0.join() })
      let callsAtCancel = calls.value
      store.dispatch(.increment)
      store.dispatch(.increment)
      #expect(violations.values == [], "iteration \(iteration)")
      // No call after cancel; with one dispatch before it, exactly one call.
      #expect(callsAtCancel >= race.blockingCall && calls.value == callsAtCancel, "iteration \(iteration)")
      #expect(race.dispatches > 1 || calls.value == 1, "iteration \(iteration)")
    }
  }

  // A callback waiting on a thread that cancels an unrelated subscription must not deadlock:
  // cancel waits only for its own callback.
  @Test func cancelDoesNotWaitForAnotherSubscriptionsCallback() {
    let store = makeStore()
    // A token whose callback never runs: its key is never touched.
    let idle = store.observe(key: ObservationKey(rowID(99)), { $0.count }, onChange: { _ in })
    let log = Recorder<String>()
    let busy = store.observe(
      { $0.count },
      onChange: { _ in
        // Waits on a thread that cancels the unrelated token.
        let cancelled = DispatchSemaphore(value: 0)
        _ = TestThread {
          idle.cancel()
          cancelled.signal()
        }
        log.record(waited(cancelled) ? "other thread cancelled" : "timed out: cancel() waited for this callback")
      })
    store.dispatch(.increment)
    #expect(log.values == ["other thread cancelled"])
    withExtendedLifetime(busy) {}
  }

  @Test func releasingTheLastReferenceCancels() {
    let store = makeStore(rows: 1)
    let calls = Recorder<String>()
    var tokens: [Subscription]? = [
      store.observe({ $0.count }, onChange: { _ in calls.record("observer") }),
      store.observe(key: ObservationKey(rowID(0)), { $0.rows.first }, onChange: { _ in calls.record("keyed") }),
      store.events.subscribe(CounterChanged.self) { _ in calls.record("event") },
    ]
    store.dispatch(.increment)
    store.dispatch(.setRow(rowID(0), value: 1))
    #expect(calls.values == ["observer", "event", "keyed"])
    withExtendedLifetime(tokens) {}
    tokens = nil
    store.dispatch(.increment)
    store.dispatch(.setRow(rowID(0), value: 2))
    #expect(calls.values == ["observer", "event", "keyed"])
    #expect(!store.events.hasSubscribers(for: CounterChanged.self))
  }

  @Test func plainSubscriptionRunsItsCancelActionExactlyOnce() {
    let cancels = AtomicCounter()
    var subscription: Subscription? = Subscription { cancels.increment() }
    subscription?.cancel()
    subscription?.cancel()
    #expect(cancels.value == 1)
    subscription = nil
    #expect(cancels.value == 1)

    var released: Subscription? = Subscription { cancels.increment() }
    withExtendedLifetime(released) {}
    released = nil
    #expect(cancels.value == 2)
  }

  @Test func tokensDoNotKeepCallbacksAliveAfterTheStoreIsGone() {
    weak var weakStore: CounterStore?
    weak var weakCanary: Canary?
    var tokens: [Subscription] = []
    do {
      let canary = Canary()
      weakCanary = canary
      let store = makeStore(rows: 1)
      weakStore = store
      tokens = [
        store.observe({ $0.count }, onChange: { _ in withExtendedLifetime(canary) {} }),
        store.observe(
          key: ObservationKey(rowID(0)), { $0.rows.first }, onChange: { _ in withExtendedLifetime(canary) {} }),
        store.events.subscribe(CounterChanged.self) { _ in withExtendedLifetime(canary) {} },
      ]
      store.dispatch(.increment)
    }
    #expect(weakStore == nil)
    #expect(weakCanary == nil, "the callbacks were released with the store")
    for token in tokens { token.cancel() }  // still safe
    withExtendedLifetime(tokens) {}
  }
}

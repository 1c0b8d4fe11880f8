import Concurrency
import Foundation
import Synchronization
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects effects as data: `send` feeds an action back after the current callbacks; `run` work
/// (on the store's executor, with its dependencies) sends actions back; each action of a batch
/// starts the effects of its own reduction; `cancel`, `cancelInFlight` and `debounce` stop work by
/// ID; running work is counted; and releasing the store cancels running work and frees it.
///
/// Everything runs on a `ManualExecutor` with a `TestClock`: no real sleeping.
@Suite struct EffectTests {
  @Test func sendFeedsAnActionBackAfterTheCurrentCallbacks() {
    let harness = EffectHarness()
    let store = harness.store
    let log = Recorder<String>()
    let tokens = [
      store.observe({ $0.count }, onChange: { log.record("observer \($0), state \(store.state.count)") }),
      store.events.subscribe(CounterChanged.self) { log.record("event \($0.count)") },
    ]
    #expect(store.dispatch(.incrementAndSend(10)) == .accepted)
    #expect(log.values == ["observer 1, state 1", "event 1", "observer 11, state 11", "event 11"])
    #expect(harness.sent.values == [Sent(action: .add(10), outcome: .accepted)])

    #expect(store.dispatch(.incrementAndSend(-100)) == .accepted)
    #expect(store.state.count == 12)
    #expect(
      harness.sent.values == [
        Sent(action: .add(10), outcome: .accepted), Sent(action: .add(-100), outcome: .rejected(.negative)),
      ])
    #expect(harness.executor.isIdle, "send runs no async work")
    withExtendedLifetime(tokens) {}
  }

  // `effectActions` hears of a fed-back action before that action's own callbacks, as
  // `Store.init` documents (and after the callbacks of the action whose effect sent it).
  @Test func anEffectActionIsReportedBeforeItsOwnCallbacks() {
    let log = Recorder<String>()
    let store = makeStore(effectActions: { action, _ in log.record("reported \(action)") })
    let tokens = [
      store.observe({ $0.count }, onChange: { log.record("observer \($0)") }),
      store.events.subscribe(CounterChanged.self) { log.record("event \($0.count)") },
    ]
    #expect(store.dispatch(.incrementAndSend(10)) == .accepted)
    #expect(log.values == ["observer 1", "event 1", "reported add(10)", "observer 11", "event 11"])
    withExtendedLifetime(tokens) {}
  }

  @Test func runDoesAsyncWorkThatSendsActionsBack() {
    let harness = EffectHarness(count: 2) { dependencies, _ in
      dependencies[FetcherKey.self] = Fetcher { $0 * 10 }
    }
    let store = harness.store
    #expect(store.dispatch(.fetch(id: nil)) == .accepted)
    #expect(store.activeEffectCount == 1)
    #expect(store.state.fetched == [] && harness.sent.values == [], "nothing runs before the executor does")
    #expect(harness.executor.runUntilIdle() > 0)
    #expect(store.state.fetched == [20])
    #expect(harness.sent.values == [Sent(action: .fetched(20), outcome: .accepted)])
    #expect(store.activeEffectCount == 0)
  }

  @Test func eachActionOfABatchStartsTheEffectsOfItsOwnReduction() {
    let harness = EffectHarness { dependencies, _ in
      dependencies[FetcherKey.self] = Fetcher { $0 * 10 }
    }
    let store = harness.store
    store.dispatch(batch: [.increment, .fetch(id: nil), .increment, .fetch(id: nil), .increment])
    #expect(store.activeEffectCount == 2)
    harness.executor.runUntilIdle()
    #expect(store.state.fetched == [10, 20], "each effect carries the count its own action saw")
    #expect(
      harness.sent.values == [
        Sent(action: .fetched(10), outcome: .accepted), Sent(action: .fetched(20), outcome: .accepted),
      ])
  }

  @Test func cancelStopsRunningWorkWhichThenNeverSends() {
    let cancelled = Recorder<Int>()
    let harness = EffectHarness(count: 1) { dependencies, clock in
      dependencies[FetcherKey.self] = sleepingFetcher(clock, cancelled: cancelled)
    }
    let store = harness.store
    store.dispatch(.fetch(id: "a"))
    store.dispatch(.increment)
    harness.dispatchAndRun(.fetch(id: "b"))
    #expect(harness.clock.sleeperCount == 2 && store.activeEffectCount == 2)

    store.dispatch(.cancelFetch("a"))
    #expect(harness.clock.sleeperCount == 1, "the cancelled sleep ended at once")
    harness.executor.runUntilIdle()
    #expect(cancelled.values == [1])
    #expect(store.activeEffectCount == 1)

    harness.clock.advance(by: .seconds(1))
    harness.executor.runUntilIdle()
    #expect(store.state.fetched == [2], "only the work that was not cancelled sent")
    #expect(harness.sent.values == [Sent(action: .fetched(2), outcome: .accepted)])
    #expect(store.activeEffectCount == 0)
  }

  @Test func cancelInFlightCancelsThePreviousRunWithTheSameID() {
    let cancelled = Recorder<Int>()
    let harness = EffectHarness { dependencies, clock in
      dependencies[FetcherKey.self] = sleepingFetcher(clock, cancelled: cancelled)
    }
    let store = harness.store
    harness.dispatchAndRun(.fetch(id: "a", cancelInFlight: true))
    store.dispatch(.increment)
    harness.dispatchAndRun(.fetch(id: "a", cancelInFlight: true))
    #expect(harness.clock.sleeperCount == 1)
    #expect(cancelled.values == [0])
    harness.clock.advance(by: .seconds(1))
    harness.executor.runUntilIdle()
    #expect(store.state.fetched == [1])

    // Without `cancelInFlight`, work with the same ID runs side by side.
    store.dispatch(.fetch(id: "a"))
    store.dispatch(.increment)
    harness.dispatchAndRun(.fetch(id: "a"))
    #expect(harness.clock.sleeperCount == 2)
    harness.clock.advance(by: .seconds(1))
    harness.executor.runUntilIdle()
    #expect(store.state.fetched == [1, 1, 2])
    #expect(store.activeEffectCount == 0)
  }

  @Test func debounceRunsOnlyTheLastOnceTheDelayHasPassedSinceIt() {
    let harness = EffectHarness()
    let store = harness.store
    for query in ["a", "ab", "abc"] {
      harness.dispatchAndRun(.search(query))
      harness.clock.advance(by: .milliseconds(100))
    }
    // "abc" started sleeping at 200 ms, so it is due at 500 ms; the clock is at 300 ms.
    #expect(harness.clock.sleeperCount == 1)
    harness.clock.advance(by: .milliseconds(199))
    harness.executor.runUntilIdle()
    #expect(store.state.searches == [])
    harness.clock.advance(by: .milliseconds(1))
    harness.executor.runUntilIdle()
    #expect(store.state.searches == ["abc"])
    #expect(harness.sent.values == [Sent(action: .searched("abc"), outcome: .accepted)])
    #expect(store.activeEffectCount == 0)
    harness.clock.advance(by: .seconds(10))
    harness.executor.runUntilIdle()
    #expect(store.state.searches == ["abc"])
  }

  @Test func debounceOfDispatchesMadeBeforeAnyWorkStarted() {
    let harness = EffectHarness()
    let store = harness.store
    store.dispatch(.search("x"))
    store.dispatch(.search("xy"))
    harness.dispatchAndRun(.search("xyz"))
    #expect(harness.clock.sleeperCount == 1 && store.activeEffectCount == 1)
    harness.clock.advance(by: searchDelay - .milliseconds(1))
    harness.executor.runUntilIdle()
    #expect(store.state.searches == [])
    harness.clock.advance(by: .milliseconds(1))
    harness.executor.runUntilIdle()
    #expect(store.state.searches == ["xyz"])
    #expect(store.activeEffectCount == 0)
  }

  // Two effects send from two threads. The report of the first one's action waits, on its
  // thread, until the second one's action is reduced (and a little longer, for its report): the
  // reports must still come in reduction order, the second after the first.
  @Test func effectActionsAreReportedInReductionOrderWhenEffectsSendFromTwoThreads() {
    let executor = ManualExecutor()
    let reported = Recorder<CounterAction>()
    let firstReportStarted = DispatchSemaphore(value: 0)
    let secondReported = DispatchSemaphore(value: 0)
    let holder = StoreHolder()
    let store = makeStore(
      executor: executor,
      effectActions: { action, _ in
        if action == .fetched(0) {
          firstReportStarted.signal()
          let deadline = Date(timeIntervalSinceNow: deadlockTimeout)
          while holder.store?.read({ $0.fetched.count }) != 2, Date() < deadline { usleep(1_000) }
          _ = secondReported.wait(timeout: .now() + .milliseconds(200))
        }
        reported.record(action)
        if action == .fetched(1) { secondReported.signal() }
      })
    holder.store = store
    store.dispatch(.fetch(id: nil))
    store.dispatch(.increment)
    store.dispatch(.fetch(id: nil))
    let first = TestThread { executor.runUntilIdle() }  // takes the first job, then blocks reporting
    #expect(waited(firstReportStarted))
    let second = TestThread { executor.runUntilIdle() }  // runs the second job meanwhile
    #expect(second.join() && first.join())
    #expect(store.state.fetched == [0, 1])
    #expect(reported.values == [.fetched(0), .fetched(1)])
  }

  // The last release can start the store's `deinit` while an effect's send holds the store
  // through its link; the send's retain must end before `deinit` finishes.
  @Test func releasingTheStoreWhileAnEffectSendsFromAnotherThread() {
    for iteration in 0..<1_000 {
      let executor = ManualExecutor()
      let sends = AtomicCounter()
      let sending = DispatchSemaphore(value: 0)
      var store: CounterStore? = makeStore(
        executor: executor,
        effectActions: { _, _ in
          if sends.increment() == 3 { sending.signal() }
        })
      weak let weakStore = store
      store?.dispatch(.pump)
      let worker = TestThread { executor.runUntilIdle() }
      guard waited(sending) else {
        Issue.record("iteration \(iteration): the effect never sent")
        return
      }
      // Released here, or by the worker right after the send that holds it: either way the
      // release cancels the effect, whose loop then ends.
      store = nil
      guard worker.join() else {
        Issue.record("iteration \(iteration): the effect was not cancelled")
        return
      }
      #expect(weakStore == nil, "iteration \(iteration)")
      #expect(sends.value < 1_000_000, "iteration \(iteration)")
    }
  }

  enum Suspension: String, CaseIterable, Sendable {
    case testClockSleep
    case continuation
  }

  @Test(arguments: Suspension.allCases)
  func releasingTheStoreCancelsRunningEffectsAndFreesThem(_ suspension: Suspension) {
    let executor = ManualExecutor()
    let clock = TestClock()
    let parking = Parking()
    let log = Recorder<String>()
    weak var weakStore: CounterStore?
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      var dependencies = Dependencies()
      dependencies.clock = clock
      dependencies[FetcherKey.self] = Fetcher { count in
        do {
          switch suspension {
          case .testClockSleep: try await clock.sleep(for: .seconds(1))
          case .continuation: try await parking.park()
          }
        } catch {
          log.record(error is CancellationError ? "cancelled" : "\(error)")
          throw error
        }
        withExtendedLifetime(canary) {}
        return count
      }
      let store = makeStore(
        dependencies: dependencies, executor: executor, effectActions: { action, _ in log.record("sent \(action)") })
      weakStore = store
      store.dispatch(.fetch(id: "work"))
      executor.runUntilIdle()
      #expect(store.activeEffectCount == 1)
      #expect(clock.sleeperCount + parking.parkedCount == 1, "the effect is suspended")
    }
    #expect(weakStore == nil)
    executor.runUntilIdle()
    #expect(log.values == ["cancelled"], "the effect observed the cancellation and sent nothing")
    #expect(clock.sleeperCount + parking.parkedCount == 0)
    #expect(weakCanary == nil, "the effect's captures were freed")
  }
}

/// Lets an `effectActions` closure reach the store it was given to.
private final class StoreHolder: @unchecked Sendable {
  // `@unchecked`: set once before any effect runs.
  var store: CounterStore?
}

/// A fetcher that answers `count` after sleeping one second on `clock`, recording the counts whose
/// sleep was cancelled.
private func sleepingFetcher(_ clock: TestClock, cancelled: Recorder<Int>) -> Fetcher {
  Fetcher { count in
    do {
      try await clock.sleep(for: .seconds(1))
    } catch {
      cancelled.record(count)
      throw error
    }
    return count
  }
}

/// A suspension that only the task's cancellation ends: a continuation resumed by the
/// cancellation handler.
private final class Parking: Sendable {
  private struct Parked: Sendable {
    var continuation: CheckedContinuation<Void, any Error>?
    var cancelled = false
  }

  private let state = Locked(Parked())

  /// How many tasks are parked now.
  var parkedCount: Int { state.withLock { $0.continuation == nil ? 0 : 1 } }

  func park() async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let cancelled = state.withLock { parked in
          parked.continuation = parked.cancelled ? nil : continuation
          return parked.cancelled
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let continuation = state.withLock { parked in
        parked.cancelled = true
        defer { parked.continuation = nil }
        return parked.continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }
}

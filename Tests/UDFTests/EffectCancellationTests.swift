import Concurrency
import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects what cancelled work may still do: nothing. Work cancelled by ID, by `cancelInFlight`
/// or by a newer debounce may still get its answer (a service that ignores cancellation, a result
/// already on its way); what it then sends is dropped. Cancellation takes effect when the action
/// asking for it is reduced, before its effects are delivered; a send reduced earlier was applied.
///
/// The services here answer only when the test says so and never look at cancellation, so the
/// late answer arrives exactly where each test puts it (`ManualExecutor`, `TestClock`).
@Suite struct EffectCancellationTests {
  @Test func aDebouncedSearchWhoseAnswerArrivesAfterANewerQueryIsDropped() {
    let answers = Answers<String>()
    let harness = EffectHarness { dependencies, _ in
      dependencies[LookupKey.self] = Lookup { query in await answers.wait(for: query) }
    }
    let store = harness.store
    harness.dispatchAndRun(.lookup("a"))
    harness.clock.advance(by: searchDelay)
    harness.executor.runUntilIdle()
    #expect(answers.waiting == ["a"], "the search for a is under way")

    store.dispatch(.lookup("ab"))
    answers.answer("a", with: "result of a")
    harness.executor.runUntilIdle()
    #expect(store.state.searches == [], "the stale answer was dropped")

    harness.clock.advance(by: searchDelay)
    harness.executor.runUntilIdle()
    answers.answer("ab", with: "result of ab")
    harness.executor.runUntilIdle()
    #expect(store.state.searches == ["result of ab"])
    #expect(harness.sent.values == [Sent(action: .searched("result of ab"), outcome: .accepted)])
    #expect(store.activeEffectCount == 0)
  }

  @Test func workCancelledByIDSendsNothingEvenWhenItsAnswerArrives() {
    let (answers, harness) = fetchAWaitingAtSeven()
    let store = harness.store
    store.dispatch(.cancelFetch("a"))
    answers.answer(7, with: 70)
    harness.executor.runUntilIdle()
    #expect(store.state.fetched == [])
    #expect(harness.sent.values == [])
    #expect(store.activeEffectCount == 0)
  }

  @Test func aSendReducedBeforeTheCancellingActionIsApplied() {
    let (answers, harness) = fetchAWaitingAtSeven()
    let store = harness.store
    answers.answer(7, with: 70)
    harness.executor.runUntilIdle()
    store.dispatch(.cancelFetch("a"))
    #expect(store.state.fetched == [70])
  }

  @Test func cancelInFlightDropsWhatThePreviousRunSendsLate() {
    let answers = Answers<Int>()
    let harness = answering(answers)
    let store = harness.store
    harness.dispatchAndRun(.fetch(id: "a", cancelInFlight: true))
    store.dispatch(.increment)
    harness.dispatchAndRun(.fetch(id: "a", cancelInFlight: true))
    #expect(answers.waiting == [0, 1])

    answers.answer(1, with: 10)
    answers.answer(0, with: 0)
    harness.executor.runUntilIdle()
    #expect(store.state.fetched == [10], "only the newest run's answer is applied")
    #expect(store.activeEffectCount == 0)
  }

  // The observer runs while the cancelling batch is delivered, before its `cancel` effect is:
  // the late answer it lets through must already be dropped.
  @Test func cancellationTakesEffectWhenTheCancellingActionIsReduced() {
    let answers = Answers<Int>()
    let harness = answering(answers)
    let store = harness.store
    harness.dispatchAndRun(.fetch(id: "a"))
    answers.answer(0, with: 5)
    let executor = harness.executor
    let token = store.observe({ $0.count }, onChange: { _ in executor.runUntilIdle() })
    store.dispatch(batch: [.cancelFetch("a"), .increment])
    #expect(store.state.fetched == [])
    #expect(harness.sent.values == [])
    withExtendedLifetime(token) {}
  }

  @Test func aRunCancelledBeforeItsExecutorStartsNeverRuns() {
    let calls = Recorder<Int>()
    let harness = EffectHarness { dependencies, _ in
      dependencies[FetcherKey.self] = Fetcher { count in
        calls.record(count)
        return count
      }
    }
    let store = harness.store
    store.dispatch(.fetch(id: "a"))
    harness.dispatchAndRun(.cancelFetch("a"))
    #expect(calls.values == [], "the work never ran")
    #expect(store.state.fetched == [])
    #expect(store.activeEffectCount == 0)
  }
}

/// A harness whose fetcher waits for `answers`, keyed by the count it was asked about.
private func answering(_ answers: Answers<Int>, count: Int = 0) -> EffectHarness {
  EffectHarness(count: count) { dependencies, _ in
    dependencies[FetcherKey.self] = Fetcher { count in await answers.wait(for: count) }
  }
}

/// A harness at count 7 whose fetch `a` has started and waits for the answer to 7.
private func fetchAWaitingAtSeven() -> (Answers<Int>, EffectHarness) {
  let answers = Answers<Int>()
  let harness = answering(answers, count: 7)
  harness.dispatchAndRun(.fetch(id: "a"))
  return (answers, harness)
}

/// Answers that services wait for, keyed by what they were asked, given only when the test says
/// so; waiting ignores cancellation, like a network client whose answer is already on its way.
final class Answers<Key: Hashable & Sendable>: Sendable {
  private struct Pending: @unchecked Sendable {
    // `@unchecked`: continuations are used once each, under the mutex.
    var order: [Key] = []
    var waiting: [Key: CheckedContinuation<Key, Never>] = [:]
  }

  private let pending = Locked(Pending())

  /// What is being waited for, in the order asked.
  var waiting: [Key] { pending.withLock { $0.order } }

  /// Suspends until `answer(key, with:)`.
  func wait(for key: Key) async -> Key {
    await withCheckedContinuation { continuation in
      pending.withLock { pending in
        pending.order.append(key)
        pending.waiting[key] = continuation
      }
    }
  }

  /// Resumes the wait for `key` with `value`.
  func answer(_ key: Key, with value: Key) {
    let continuation = pending.withLock { pending in
      pending.order.removeAll { $0 == key }
      return pending.waiting.removeValue(forKey: key)
    }
    continuation?.resume(returning: value)
  }
}

import Foundation
import Testing
import UDF
import UDFTesting

@Suite struct ReentrancyAndEffectsTests {
  @Test func dispatchFromObserverIsQueuedAndRunsRightAfterInOrder() {
    let store = makeStore()
    let log = Recorder<String>()
    let outcomes = Recorder<DispatchOutcome>()
    let token = store.observe(
      { $0.count },
      onChange: { count in
        log.record("observer saw \(count)")
        if count == 1 {
          outcomes.record(store.dispatch(.add(10)))
          outcomes.record(store.dispatch(.add(100)))
          log.record("observer returns")
        }
      })
    let outcome = store.dispatch(.increment)
    #expect(outcome == .accepted)
    #expect(outcomes.values == [.queued, .queued])
    #expect(
      log.values == ["observer saw 1", "observer returns", "observer saw 11", "observer saw 111"],
      "queued actions never nest: each runs after the current dispatch's callbacks, in order")
    #expect(store.state.count == 111, "queued actions have all run before the outer dispatch returns")
    withExtendedLifetime(token) {}
  }

  @Test func refusedQueuedActionIsReported() {
    let refusals = Recorder<String>()
    let store = Store(
      initialState: CounterState(), eventReducer: counterReducer, queuedRejections: { refusals.record($0.code) })
    let subscription = store.events.subscribe(CounterChanged.self) { event in
      if event.count == 1 { store.dispatch(.fail) }
    }
    store.dispatch(.increment)
    #expect(refusals.values == ["failed"])
    withExtendedLifetime(subscription) {}
  }

  @Test func effectSeesAcceptedActionsAndFeedsResultsBack() {
    let store = makeStore()
    let seen = Recorder<CounterAction>()
    let effect = store.addEffect { action, state in
      seen.record(action)
      if action == .increment, state.count == 1 { store.dispatch(.add(5)) }
    }
    store.dispatch(.increment)
    store.dispatch(.fail)
    #expect(seen.values == [.increment, .add(5)], "effects run for accepted actions only, including fed-back ones")
    #expect(store.state.count == 6)
    effect.cancel()
    store.dispatch(.increment)
    #expect(seen.count == 2)
  }

  @Test func queuedActionsFromEventSubscribersKeepOrderAcrossSources() {
    let store = makeStore()
    let order = Recorder<Int>()
    let subscription = store.events.subscribe(CounterChanged.self) { event in
      order.record(event.count)
      if event.count == 1 {
        store.dispatch(.add(1))  // -> 2
        store.dispatch(.add(2))  // -> 4
      }
    }
    store.dispatch(.increment)
    #expect(order.values == [1, 2, 4])
    withExtendedLifetime(subscription) {}
  }
}

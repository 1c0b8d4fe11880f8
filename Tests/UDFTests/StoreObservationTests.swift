import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects observation: an observer fires once per real change of its value and never for an
/// equal one; keyed observers run exactly for the entities a reduction touched (selectors
/// included); a released or cancelled token stops its observer, even mid-delivery; a batch
/// notifies once with the union of what its actions touched.
/// One keyed observer per row `0..<count`: its selector records the row's index each time it runs,
/// its `onChange` records `row i = value`. Returns the subscriptions, to keep alive.
private func observeRows(
  _ store: CounterStore, count: Int, selected: Recorder<Int>, changed: Recorder<String>
) -> [Subscription] {
  (0..<count).map { index in
    store.observe(
      key: ObservationKey(rowID(index)),
      { state in
        selected.record(index)
        return state.rows[rowID(index)]?.value
      },
      onChange: { changed.record("row \(index) = \($0 ?? -1)") })
  }
}

@Suite struct StoreObservationTests {
  @Test func observerFiresOncePerRealChangeAndNotForEqualValues() {
    let store = makeStore(rows: 2)
    let counts = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: counts.record)
    store.dispatch(.increment)
    store.dispatch(.setRow(rowID(0), value: 5))  // count unchanged
    store.dispatch(.add(0))  // accepted, same count
    store.dispatch(.fail)  // refused
    store.dispatch(.add(2))
    store.dispatch(.increment)
    #expect(counts.values == [1, 3, 4])
    withExtendedLifetime(token) {}
  }

  @Test func releasedOrCancelledTokenStopsItsObserver() {
    let store = makeStore()
    let released = Recorder<Int>()
    let cancelled = Recorder<Int>()
    var releasedToken: Subscription? = store.observe({ $0.count }, onChange: released.record)
    let cancelledToken = store.observe({ $0.count }, onChange: cancelled.record)
    store.dispatch(.increment)
    withExtendedLifetime(releasedToken) {}
    releasedToken = nil
    cancelledToken.cancel()
    store.dispatch(.increment)
    #expect(released.values == [1])
    #expect(cancelled.values == [1])
  }

  @Test func cancelFromInsideAnotherObserverOfTheSameDeliveryPreventsItsCall() {
    let store = makeStore()
    let slot = SubscriptionSlot()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    // Registered first, so it runs first in each delivery.
    let firstToken = store.observe(
      { $0.count },
      onChange: { count in
        first.record(count)
        if count == 2 { slot.subscription?.cancel() }
      })
    slot.subscription = store.observe({ $0.count }, onChange: second.record)
    store.dispatch(.increment)
    store.dispatch(.increment)  // the second observer was already collected for this delivery
    store.dispatch(.increment)
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [1])
    withExtendedLifetime(firstToken) {}
  }

  @Test func severalKeyedObserversOnOneKeyAreAllNotified() {
    let store = makeStore(rows: 2)
    let calls = Recorder<String>()
    let key = ObservationKey(rowID(0))
    var tokens = ["a", "b", "c"].map { name in
      store.observe(key: key, { $0.rows[rowID(0)]?.value }, onChange: { calls.record("\(name) \($0 ?? -1)") })
    }
    let other = store.observe(
      key: ObservationKey(rowID(1)), { $0.rows[rowID(1)]?.value },
      onChange: { _ in
        calls.record("other")
      })
    store.dispatch(.setRow(rowID(0), value: 1))
    #expect(calls.values == ["a 1", "b 1", "c 1"])

    tokens.remove(at: 1)  // releases "b"
    store.dispatch(.setRow(rowID(0), value: 2))
    #expect(calls.values == ["a 1", "b 1", "c 1", "a 2", "c 2"])

    tokens.remove(at: 0)  // releases "a": one observer left on the key
    store.dispatch(.setRow(rowID(0), value: 3))
    #expect(calls.values == ["a 1", "b 1", "c 1", "a 2", "c 2", "c 3"])
    withExtendedLifetime((tokens, other)) {}
  }

  @Test func actionTouchingTwoEntitiesNotifiesBothKeysAndNotAThird() {
    let store = makeStore(rows: 3)
    let selected = Recorder<Int>()
    let changed = Recorder<String>()
    let tokens = observeRows(store, count: 3, selected: selected, changed: changed)
    #expect(selected.values == [0, 1, 2], "each selector runs once at registration")

    store.dispatch(.setRows([rowID(0), rowID(2)], value: 7))
    #expect(changed.values == ["row 0 = 7", "row 2 = 7"])
    #expect(selected.values == [0, 1, 2, 0, 2], "row 1's selector does not even run")

    store.dispatch(.increment)  // touches no row
    #expect(selected.values == [0, 1, 2, 0, 2])
    withExtendedLifetime(tokens) {}
  }

  @Test func repeatedTouchesOfOneEntityRunItsSelectorOnce() {
    let store = makeStore(rows: 3)
    let selected = Recorder<Int>()
    let token = store.observe(
      key: ObservationKey(rowID(0)),
      { state in
        selected.record(0)
        return state.rows[rowID(0)]?.value
      },
      onChange: { _ in })
    // Touches `.many([row 0, row 1, row 2, row 0])`.
    store.dispatch(.setRows([rowID(0), rowID(1), rowID(2), rowID(0)], value: 4))
    #expect(selected.count == 2, "once at registration, once for the dispatch")
    withExtendedLifetime(token) {}
  }

  @Test func touchingEverythingReachesAllKeyedObservers() {
    let store = makeStore(rows: 2)
    let changed = Recorder<String>()
    let keys = [
      ("row 0", ObservationKey(rowID(0))), ("row 1", ObservationKey(rowID(1))), ("unrelated", ObservationKey(UUID())),
    ]
    // Every keyed observer watches the count, which no row change names.
    let tokens = keys.map { name, key in
      store.observe(key: key, { $0.count }, onChange: { changed.record("\(name) \($0)") })
    }
    store.dispatch(.increment)  // touches nothing: no keyed observer runs
    #expect(changed.values == [])
    store.dispatch(.incrementTouchingEverything)
    #expect(changed.values.sorted() == ["row 0 2", "row 1 2", "unrelated 2"])
    withExtendedLifetime(tokens) {}
  }

  @Test func batchNotifiesOnceWithTheUnionOfWhatItTouched() {
    let store = makeStore(rows: 3)
    let selected = Recorder<Int>()
    let changed = Recorder<String>()
    let counts = Recorder<Int>()
    var tokens = observeRows(store, count: 3, selected: selected, changed: changed)
    tokens.append(store.observe({ $0.count }, onChange: counts.record))

    store.dispatch(batch: [
      .setRow(rowID(0), value: 1), .setRow(rowID(2), value: 1), .setRow(rowID(0), value: 2), .increment,
    ])
    #expect(changed.values.sorted() == ["row 0 = 2", "row 2 = 1"])
    #expect(selected.values.dropFirst(3).sorted() == [0, 2], "one selector run per touched key")
    #expect(counts.values == [1])
    withExtendedLifetime(tokens) {}
  }
}

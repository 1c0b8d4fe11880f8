import Foundation
import Testing
import UDF
import UDFTesting

@Suite struct StoreObservationTests {
  @Test func observerFiresOncePerRealChange() {
    let store = makeStore(rows: 2)
    let counts = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: counts.record)
    store.dispatch(.increment)
    store.dispatch(.setRow(0, value: 5))  // count unchanged: no call
    store.dispatch(.add(0))  // accepted, same value: no call
    store.dispatch(.fail)  // refused: no call
    store.dispatch(.add(2))
    #expect(counts.values == [1, 3])
    withExtendedLifetime(token) {}
  }

  @Test func releasedTokenStopsNotifications() {
    let store = makeStore()
    let counts = Recorder<Int>()
    var token: Subscription? = store.observe({ $0.count }, onChange: counts.record)
    store.dispatch(.increment)
    withExtendedLifetime(token) {}
    token = nil
    store.dispatch(.increment)
    #expect(counts.values == [1])
  }

  @Test func cancelStopsNotificationsEvenFromInsideAnotherObserver() {
    let store = makeStore()
    let second = Recorder<Int>()
    let secondToken = store.observe({ $0.count }, onChange: second.record)
    let firstToken = store.observe(
      { $0.count },
      onChange: { count in
        if count == 2 { secondToken.cancel() }
      })
    store.dispatch(.increment)
    store.dispatch(.increment)
    store.dispatch(.increment)
    // The first observer was registered after the second, so on count 2 the second already ran.
    #expect(second.values == [1, 2])
    withExtendedLifetime(firstToken) {}
  }

  @Test func keyedObserverRunsOnlyForItsEntity() {
    let store = makeStore(rows: 100)
    let rowIDs = store.read { $0.rows.map(\.id) }
    let selectorRuns = Recorder<Int>()
    let changes = Recorder<Int>()
    var tokens: [Subscription] = []
    for (index, id) in rowIDs.enumerated() {
      tokens.append(
        store.observe(
          key: ObservationKey(id),
          { state in
            selectorRuns.record(index)
            return state.rows[index].value
          },
          onChange: { _ in changes.record(index) }
        ))
    }
    let registrationRuns = selectorRuns.count
    store.dispatch(.setRow(42, value: 1))
    store.dispatch(.setRow(42, value: 1))  // same value: selector runs, no change
    store.dispatch(.increment)  // touches no row: no selector runs
    #expect(selectorRuns.values.dropFirst(registrationRuns) == [42, 42])
    #expect(changes.values == [42])
    tokens.removeAll()
    store.dispatch(.setRow(42, value: 2))
    #expect(changes.values == [42])
  }

  @Test func everythingFootprintReachesAllKeyedObservers() {
    let state = CounterState(count: 0, rows: [Row(id: ID(UUID()), value: 0), Row(id: ID(UUID()), value: 0)])
    let store = Store(initialState: state, eventReducer: counterReducer)  // default footprint: everything
    let changes = Recorder<Int>()
    let tokens = state.rows.indices.map { index in
      store.observe(key: ObservationKey(state.rows[index].id), { $0.rows[index].value }) { _ in
        changes.record(index)
      }
    }
    store.dispatch(.setRow(1, value: 9))
    #expect(changes.values == [1])
    withExtendedLifetime(tokens) {}
  }

  @Test func batchFootprintIsTheUnionOfItsActions() {
    let store = makeStore(rows: 3)
    let ids = store.read { $0.rows.map(\.id) }
    let changes = Recorder<Int>()
    let tokens = ids.indices.map { index in
      store.observe(key: ObservationKey(ids[index]), { $0.rows[index].value }) { _ in changes.record(index) }
    }
    store.dispatch(batch: [.setRow(0, value: 1), .setRow(2, value: 1)])
    #expect(changes.values.sorted() == [0, 2])
    withExtendedLifetime(tokens) {}
  }
}

import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects what `dispatch` promises: an accepted action changes the state, a refused one (or a
/// refused batch) changes nothing and calls nothing, concurrent dispatches lose nothing, and a
/// reducer changes a large state in place.
@Suite struct StoreDispatchTests {
  @Test func acceptedActionChangesTheState() {
    let store = makeStore(rows: 2)
    #expect(store.dispatch(.increment) == .accepted)
    #expect(store.dispatch(.add(2)) == .accepted)
    #expect(store.dispatch(.setRow(rowID(1), value: 7)) == .accepted)
    var expected = CounterState(count: 3, rows: 2)
    expected.rows = EntityTable([Row(id: rowID(0), value: 0), Row(id: rowID(1), value: 7)])
    #expect(store.state == expected)
  }

  @Test func refusedActionLeavesTheStateEqualAndCallsNothing() {
    let harness = EffectHarness(count: 1, rows: 2)
    let store = harness.store
    let before = store.state
    let calls = Recorder<String>()
    let tokens = [
      store.observe({ $0 }, onChange: { _ in calls.record("observer") }),
      store.observe(key: ObservationKey(rowID(0)), { $0.rows.first }, onChange: { _ in calls.record("keyed") }),
      store.events.subscribe(CounterChanged.self) { _ in calls.record("event") },
      store.events.subscribe(RowChanged.self) { _ in calls.record("event") },
    ]

    #expect(store.dispatch(.fail) == .rejected(.failed))
    #expect(store.dispatch(.add(-2)) == .rejected(.negative))
    #expect(store.dispatch(.setRows([rowID(0), rowID(9)], value: 5)) == .rejected(.rowNotFound(rowID(9))))

    #expect(store.state == before)
    #expect(calls.values == [])
    #expect(harness.sent.values == [])
    #expect(harness.executor.isIdle)
    #expect(store.activeEffectCount == 0)
    withExtendedLifetime(tokens) {}
  }

  @Test func batchIsAllOrNothing() {
    let harness = EffectHarness(count: 3, rows: 2) { dependencies, _ in
      dependencies[FetcherKey.self] = Fetcher { $0 * 10 }
    }
    let store = harness.store
    let before = store.state
    let counts = Recorder<Int>()
    let row = Recorder<Int?>()
    let events = Recorder<String>()
    let tokens = [
      store.observe({ $0.count }, onChange: counts.record),
      store.observe(key: ObservationKey(rowID(0)), { $0.rows[rowID(0)]?.value }, onChange: row.record),
      store.events.subscribe(CounterChanged.self) { events.record("count \($0.count)") },
      store.events.subscribe(RowChanged.self) { events.record("row \($0.value)") },
    ]

    let refused = store.dispatch(batch: [
      .increment, .setRow(rowID(0), value: 5), .fetch(id: nil), .incrementAndSend(1), .add(-100), .increment,
    ])
    #expect(refused == .rejected(.negative))
    #expect(store.state == before, "a refused batch rolls every action back")
    #expect(counts.values == [] && row.values == [] && events.values == [])
    #expect(harness.sent.values == [], "no effect of a refused batch is started")
    #expect(harness.executor.isIdle && store.activeEffectCount == 0)

    let accepted = store.dispatch(batch: [.increment, .setRow(rowID(0), value: 5), .add(2), .fetch(id: nil)])
    #expect(accepted == .accepted)
    #expect(store.state.count == 6)
    #expect(store.state.rows[rowID(0)]?.value == 5)
    #expect(counts.values == [6], "one change for the whole batch")
    #expect(row.values == [5])
    #expect(events.values == ["count 4", "row 5", "count 6"], "every event of the batch, in order")
    #expect(harness.executor.runUntilIdle() > 0)
    #expect(store.state.fetched == [60])
    withExtendedLifetime(tokens) {}
  }

  @Test func emptyBatchIsAcceptedAndChangesNothing() {
    let store = makeStore(count: 2, rows: 1)
    let calls = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: calls.record)
    #expect(store.dispatch(batch: []) == .accepted)
    #expect(store.state == CounterState(count: 2, rows: 1))
    #expect(calls.values == [])
    withExtendedLifetime(token) {}
  }

  /// Where concurrent dispatches come from: GCD's worker pool, or threads of the test's own.
  enum Dispatchers: CaseIterable, Sendable {
    case concurrentPerform
    case realThreads
  }

  @Test(
    "concurrent dispatches lose nothing: every change observed and every event published once, in order",
    arguments: Dispatchers.allCases)
  func concurrentDispatchesLoseNothing(from dispatchers: Dispatchers) {
    let store = makeStore()
    let threads = 8
    let perThread = 10_000
    let seen = Recorder<Int>()
    let events = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: seen.record)
    let subscription = store.events.subscribe(CounterChanged.self) { events.record($0.count) }
    let dispatch: @Sendable (Int) -> Void = { _ in
      for _ in 0..<perThread { store.dispatch(.increment) }
    }
    switch dispatchers {
    case .concurrentPerform: DispatchQueue.concurrentPerform(iterations: threads, execute: dispatch)
    case .realThreads: #expect(runOnThreads(threads, dispatch))
    }
    #expect(store.state.count == threads * perThread)
    #expect(seen.values == Array(1...(threads * perThread)), "every change observed once, in order")
    #expect(events.values == Array(1...(threads * perThread)), "every event published once, in order")
    withExtendedLifetime((token, subscription)) {}
  }

  @Test func reducerChangesALargeStateInPlace() {
    let store = makeStore(rows: 10_000)
    let before = rowsAddress(store)
    for index in 0..<100 { store.dispatch(.setRow(rowID(index * 97), value: index + 1)) }
    #expect(rowsAddress(store) == before, "changing one row must not copy the rows")
    #expect(store.read { $0.rows[rowID(97 * 3)]?.value } == 4)
    #expect(store.read { $0.rows[rowID(1)]?.value } == 0)

    // The probe can see a copy: while a copy of the state is held, the next change must copy.
    let held = store.state
    store.dispatch(.setRow(rowID(0), value: -1))
    #expect(rowsAddress(store) != before)
    #expect(held.rows[rowID(0)]?.value == 1)
  }
}

import DomainValues
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects `StoreScope`: a feature reads its own slice and dispatches its own actions, embedded
/// into the root's; observing through a scope (or a scope of a scope) fires only when the slice's
/// selected value changes, keyed observers only for touched entities; a scope shares the root's
/// events, and its tokens cancel like the store's.
@Suite struct StoreScopeTests {
  /// The feature's actions on the rows slice.
  enum RowsAction: Action, Equatable {
    case set(ID<Row>, Int)
    case bump
  }

  /// A row screen's actions, one level further down.
  enum RowAction: Action, Equatable {
    case set(Int)
  }

  private static func embed(_ action: RowsAction) -> CounterAction {
    switch action {
    case .set(let id, let value): return .setRow(id, value: value)
    case .bump: return .increment
    }
  }

  @Test func scopeReadsItsSliceAndDispatchesEmbeddedActions() {
    let store = makeStore(rows: 2)
    let rows = store.scope(state: { $0.rows }, action: Self.embed)
    #expect(rows.state.elements == [Row(id: rowID(0), value: 0), Row(id: rowID(1), value: 0)])
    #expect(rows.dispatch(.set(rowID(1), 5)) == .accepted)
    #expect(rows.dispatch(.set(rowID(9), 5)) == .rejected(.rowNotFound(rowID(9))))
    #expect(rows.dispatch(.bump) == .accepted)
    #expect(rows.state[rowID(1)]?.value == 5)
    #expect(store.state.count == 1 && store.state.rows[rowID(1)]?.value == 5)
  }

  @Test func observingThroughAScopeFiresOnlyWhenItsSliceChanges() {
    let store = makeStore(rows: 2)
    let rows = store.scope(state: { $0.rows }, action: Self.embed)
    let all = Recorder<[Int]>()
    let selected = Recorder<Int>()
    let first = Recorder<Int?>()
    let tokens = [
      rows.observe({ $0.map(\.value) }, onChange: all.record),
      rows.observe(
        key: ObservationKey(rowID(0)),
        { rows in
          selected.record(0)
          return rows[rowID(0)]?.value
        },
        onChange: first.record),
    ]
    store.dispatch(.increment)  // outside the slice
    rows.dispatch(.set(rowID(1), 3))
    rows.dispatch(.set(rowID(0), 4))
    #expect(all.values == [[0, 3], [4, 3]])
    #expect(first.values == [4])
    #expect(selected.count == 2, "the keyed selector ran at registration and for row 0's change only")
    withExtendedLifetime(tokens) {}
  }

  @Test func scopeOfAScopeNarrowsStateAndActions() {
    let store = makeStore(rows: 2)
    let row = store.scope(state: { $0.rows }, action: Self.embed)
      .scope(
        state: { $0[rowID(0)]?.value ?? -1 },
        action: { (action: RowAction) in
          switch action {
          case .set(let value): return RowsAction.set(rowID(0), value)
          }
        })
    let values = Recorder<Int>()
    let token = row.observe({ $0 }, onChange: values.record)
    #expect(row.state == 0)
    #expect(row.dispatch(.set(3)) == .accepted)
    store.dispatch(.setRow(rowID(1), value: 8))
    store.dispatch(.setRow(rowID(0), value: 3))  // same value
    #expect(row.dispatch(.set(4)) == .accepted)
    #expect(values.values == [3, 4])
    #expect(store.state.rows[rowID(0)]?.value == 4 && row.state == 4)
    withExtendedLifetime(token) {}
  }

  @Test func scopedStoreSharesStateEventsAndCancellation() {
    let store = makeStore(rows: 1)
    let whole = store.scoped()
    #expect(whole.events === store.events)
    let events = Recorder<Int>()
    let counts = Recorder<Int>()
    let subscription = whole.events.subscribe(CounterChanged.self) { events.record($0.count) }
    var token: Subscription? = whole.observe({ $0.count }, onChange: counts.record)
    #expect(whole.dispatch(.increment) == .accepted)
    #expect(whole.state == store.state)
    withExtendedLifetime(token) {}
    token = nil
    store.dispatch(.increment)
    #expect(counts.values == [1], "a released scope token stops its observer")
    #expect(events.values == [1, 2])
    withExtendedLifetime(subscription) {}
  }
}

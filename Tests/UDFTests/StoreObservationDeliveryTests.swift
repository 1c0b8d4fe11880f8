import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects how an observer's changes travel from the lock to its callback: a change waits in the
/// observer until delivered, and one that comes while an earlier one still waits (a callback
/// dispatching before the observer's turn) is queued behind it, so every value arrives once, in
/// order; observers added, cancelled or released while a notification runs see exactly the
/// changes after that.
@Suite struct StoreObservationDeliveryTests {
  /// Registers "first" on row 0, then "second" on row 1, each recording `name value` in `log`;
  /// "first" runs `onFirst` in its callback.
  private func observeTwoRows(
    _ store: CounterStore, log: Recorder<String>, onFirst: @escaping @Sendable (Int?) -> Void
  ) -> (first: Subscription, second: Subscription) {
    let first = store.observe(
      key: ObservationKey(rowID(0)), { $0.rows[rowID(0)]?.value },
      onChange: { value in
        log.record("first \(value ?? -1)")
        onFirst(value)
      })
    let second = store.observe(
      key: ObservationKey(rowID(1)), { $0.rows[rowID(1)]?.value },
      onChange: { log.record("second \($0 ?? -1)") })
    return (first, second)
  }

  @Test func changesMadeBeforeAnObserversTurnArriveAfterItsFirstChangeInOrder() {
    let store = makeStore(rows: 2)
    let log = Recorder<String>()
    let tokens = observeTwoRows(store, log: log) { value in
      // "second" has its change to 1 waiting: these two come behind it.
      guard value == 1 else { return }
      store.dispatch(.setRow(rowID(1), value: 2))
      store.dispatch(.setRow(rowID(1), value: 3))
    }
    store.dispatch(.setRows([rowID(0), rowID(1)], value: 1))
    store.dispatch(.setRow(rowID(1), value: 4))  // nothing waits any more
    #expect(log.values == ["first 1", "second 1", "second 2", "second 3", "second 4"])
    withExtendedLifetime(tokens) {}
  }

  @Test func aScopesObserverKeepsTheSameOrder() {
    let store = makeStore(rows: 2)
    let rows = store.scope(state: { $0.rows }, action: { (action: CounterAction) in action })
    let log = Recorder<String>()
    let first = rows.observe(
      key: ObservationKey(rowID(0)), { $0[rowID(0)]?.value },
      onChange: { value in
        log.record("first \(value ?? -1)")
        guard value == 1 else { return }
        rows.dispatch(.setRow(rowID(1), value: 2))
        rows.dispatch(.setRow(rowID(1), value: 3))
      })
    let second = rows.observe(
      key: ObservationKey(rowID(1)), { $0[rowID(1)]?.value }, onChange: { log.record("second \($0 ?? -1)") })
    rows.dispatch(.setRows([rowID(0), rowID(1)], value: 1))
    #expect(log.values == ["first 1", "second 1", "second 2", "second 3"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func cancellingAnObserverWithChangesWaitingDropsThemAll() {
    let store = makeStore(rows: 2)
    let log = Recorder<String>()
    let slot = SubscriptionSlot()
    let tokens = observeTwoRows(store, log: log) { value in
      guard value == 1 else { return }
      store.dispatch(.setRow(rowID(1), value: 2))
      slot.subscription?.cancel()
    }
    slot.subscription = tokens.second
    store.dispatch(.setRows([rowID(0), rowID(1)], value: 1))
    store.dispatch(.setRow(rowID(1), value: 3))
    #expect(log.values == ["first 1"])
    withExtendedLifetime(tokens.first) {}
  }

  @Test func releasingAnObserversLastTokenDuringANotificationEndsIt() {
    let store = makeStore(rows: 2)
    let log = Recorder<String>()
    let slot = SubscriptionSlot()
    let first = store.observe(
      key: ObservationKey(rowID(0)), { $0.rows[rowID(0)]?.value },
      onChange: { value in
        log.record("first \(value ?? -1)")
        slot.subscription = nil  // the only token of "second"
      })
    slot.subscription = store.observe(
      key: ObservationKey(rowID(1)), { $0.rows[rowID(1)]?.value }, onChange: { log.record("second \($0 ?? -1)") })
    store.dispatch(.setRows([rowID(0), rowID(1)], value: 1))
    store.dispatch(.setRow(rowID(1), value: 2))
    #expect(log.values == ["first 1"])
    withExtendedLifetime(first) {}
  }

  @Test func anObserverAddedDuringANotificationSeesOnlyLaterChanges() {
    let store = makeStore(rows: 2)
    let log = Recorder<String>()
    let slot = SubscriptionSlot()
    let first = store.observe(
      key: ObservationKey(rowID(0)), { $0.rows[rowID(0)]?.value },
      onChange: { value in
        log.record("first \(value ?? -1)")
        guard value == 1 else { return }
        slot.subscription = store.observe(
          key: ObservationKey(rowID(1)), { $0.rows[rowID(1)]?.value }, onChange: { log.record("added \($0 ?? -1)") })
      })
    // Row 1 changes in the same dispatch, before "added" exists.
    store.dispatch(.setRows([rowID(0), rowID(1)], value: 1))
    store.dispatch(.setRow(rowID(1), value: 2))
    #expect(log.values == ["first 1", "added 2"])
    withExtendedLifetime(first) {}
  }
}

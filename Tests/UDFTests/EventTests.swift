import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects typed domain events: subscribers get their concrete type, in publication order, after
/// the state is updated; a released subscription or one cancelled during a publication gets
/// nothing more; events are plain `Codable` values with stable names.
@Suite struct EventTests {
  @Test func subscribersGetTheirConcreteTypeInOrder() {
    let store = makeStore(rows: 2)
    let counts = Recorder<CounterChanged>()
    let rows = Recorder<RowChanged>()
    let all = Recorder<String>()
    let subscriptions = [
      store.events.subscribe(CounterChanged.self) {
        counts.record($0)
        all.record("count \($0.count)")
      },
      store.events.subscribe(RowChanged.self) {
        rows.record($0)
        all.record("row \($0.value)")
      },
    ]
    store.dispatch(.increment)
    store.dispatch(.setRows([rowID(1), rowID(0)], value: 3))
    store.dispatch(.fail)
    store.dispatch(.add(2))
    #expect(counts.values == [CounterChanged(count: 1), CounterChanged(count: 3)])
    #expect(rows.values == [RowChanged(row: rowID(1), value: 3), RowChanged(row: rowID(0), value: 3)])
    #expect(all.values == ["count 1", "row 3", "row 3", "count 3"])
    withExtendedLifetime(subscriptions) {}
  }

  /// A store publishes to nobody while no handler is subscribed (its events skip the delivery
  /// queue), and to every handler subscribed from then on, however many came and went before.
  @Test func eventsReachOnlyTheHandlersSubscribedWhenTheyArePublished() {
    let store = makeStore(rows: 2)
    store.dispatch(.increment)
    let first = Recorder<CounterChanged>()
    let second = Recorder<CounterChanged>()
    var one: Subscription? = store.events.subscribe(CounterChanged.self) { first.record($0) }
    let two = store.events.subscribe(CounterChanged.self) { second.record($0) }
    store.dispatch(.add(2))
    one?.cancel()
    one?.cancel()
    store.dispatch(.add(3))
    #expect(first.values == [CounterChanged(count: 3)])
    #expect(second.values == [CounterChanged(count: 3), CounterChanged(count: 6)])
    two.cancel()
    one = nil
    store.dispatch(.add(4))
    #expect(second.values.count == 2)
    let third = Recorder<CounterChanged>()
    let three = store.events.subscribe(CounterChanged.self) { third.record($0) }
    store.dispatch(.add(5))
    #expect(third.values == [CounterChanged(count: 15)])
    #expect(first.values.count == 1)
    withExtendedLifetime(three) {}
  }

  /// The caller of `dispatch` gets the events its action published, with no subscription: one
  /// action's own, a batch's in order, none for a refusal or an action that publishes nothing.
  @Test func dispatchReturnsTheEventsOfItsAction() throws {
    let store = makeStore(rows: 2)
    let single = store.dispatch(.increment)
    #expect(single.isAccepted)
    #expect(single.events.compactMap { $0 as? CounterChanged } == [CounterChanged(count: 1)])
    #expect(single.events.count == 1)

    let batch = store.dispatch(batch: [.add(2), .setRows([rowID(1), rowID(0)], value: 3)])
    #expect(batch.isAccepted)
    #expect(batch.events.compactMap { $0 as? CounterChanged } == [CounterChanged(count: 3)])
    #expect(
      batch.events.compactMap { $0 as? RowChanged }
        == [RowChanged(row: rowID(1), value: 3), RowChanged(row: rowID(0), value: 3)])
    #expect(batch.events.first is CounterChanged, "a batch's events come in the order they were published")

    let refused = store.dispatch(.fail)
    #expect(!refused.isAccepted)
    #expect(refused.events.isEmpty)
    #expect(refused == .rejected(try #require(refused.rejection)))
    #expect(store.dispatch(batch: []).events.isEmpty)
  }

  @Test func eventsArePublishedAfterTheStateIsUpdated() {
    let store = makeStore()
    let seen = Recorder<String>()
    let subscription = store.events.subscribe(CounterChanged.self) {
      seen.record("event \($0.count), state \(store.state.count)")
    }
    store.dispatch(.increment)
    store.dispatch(batch: [.increment, .increment])
    #expect(
      seen.values == ["event 1, state 1", "event 2, state 3", "event 3, state 3"],
      "a batch publishes once all its actions are applied")
    withExtendedLifetime(subscription) {}
  }

  @Test func releasedSubscriptionGetsNothing() {
    let store = makeStore()
    let seen = Recorder<Int>()
    var subscription: Subscription? = store.events.subscribe(CounterChanged.self) { seen.record($0.count) }
    store.dispatch(.increment)
    #expect(store.events.hasSubscribers(for: CounterChanged.self))
    withExtendedLifetime(subscription) {}
    subscription = nil
    store.dispatch(.increment)
    #expect(seen.values == [1])
    #expect(!store.events.hasSubscribers(for: CounterChanged.self))
  }

  @Test func subscriptionCancelledInsideAnotherHandlerOfTheSamePublicationIsNotCalled() {
    let store = makeStore()
    let slot = SubscriptionSlot()
    let log = Recorder<String>()
    let first = store.events.subscribe(CounterChanged.self) { event in
      log.record("first \(event.count)")
      if event.count == 2 { slot.subscription?.cancel() }
    }
    slot.subscription = store.events.subscribe(CounterChanged.self) { log.record("second \($0.count)") }
    store.dispatch(.increment)
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(log.values == ["first 1", "second 1", "first 2", "first 3"])
    withExtendedLifetime(first) {}
  }

  @Test func standalonePublisherDeliversLaterEventsToSubscriptionsMadeDuringAPublication() {
    let publisher = EventPublisher()
    let slot = SubscriptionSlot()
    let log = Recorder<String>()
    let first = publisher.subscribe(CounterChanged.self) { event in
      log.record("first \(event.count)")
      if event.count == 1 {
        slot.subscription = publisher.subscribe(CounterChanged.self) { log.record("late \($0.count)") }
      }
    }
    publisher.publish([CounterChanged(count: 1), RowChanged(row: rowID(0), value: 0), CounterChanged(count: 2)])
    #expect(
      log.values == ["first 1", "first 2", "late 2"], "a subscription made during a publication sees later events")
    withExtendedLifetime((first, slot)) {}
  }

  @Test func eventsWriteTheirOneWireShape() throws {
    #expect(WireRecord(of: CounterChanged(count: 4)) == ["count": .int(4)])
    #expect(
      WireRecord(of: RowChanged(row: rowID(258), value: -1))
        == ["row": .string("00000000-0000-4000-8000-000000000102"), "value": .int(-1)])
    #expect([CounterChanged.name, RowChanged.name] == ["counter.changed", "row.changed"])
  }
}

import Foundation
import Testing
import UDF
import UDFTesting

@Suite struct EventTests {
  @Test func subscribersGetTheirConcreteTypeInOrder() {
    let store = makeStore(rows: 1)
    let counters = Recorder<CounterChanged>()
    let rows = Recorder<RowChanged>()
    let first = store.events.subscribe(CounterChanged.self) { counters.record($0) }
    let second = store.events.subscribe(RowChanged.self) { rows.record($0) }
    store.dispatch(.increment)
    store.dispatch(.setRow(0, value: 3))
    store.dispatch(.fail)
    store.dispatch(.add(2))
    #expect(counters.values == [CounterChanged(count: 1), CounterChanged(count: 3)])
    #expect(rows.values == [RowChanged(index: 0)])
    withExtendedLifetime((first, second)) {}
  }

  @Test func eventsArePublishedAfterTheStateIsUpdated() {
    let store = makeStore()
    let stateSeen = Recorder<Int>()
    let subscription = store.events.subscribe(CounterChanged.self) { _ in stateSeen.record(store.state.count) }
    store.dispatch(.increment)
    #expect(stateSeen.values == [1])
    withExtendedLifetime(subscription) {}
  }

  @Test func releasedSubscriptionGetsNothing() {
    let publisher = EventPublisher()
    let seen = Recorder<Int>()
    var subscription: Subscription? = publisher.subscribe(CounterChanged.self) { seen.record($0.count) }
    publisher.publish([CounterChanged(count: 1)])
    withExtendedLifetime(subscription) {}
    subscription = nil
    publisher.publish([CounterChanged(count: 2)])
    #expect(seen.values == [1])
    #expect(!publisher.hasSubscribers(for: CounterChanged.self))
  }

  @Test func eventsEncodeAsPlainCodableValues() throws {
    let data = try JSONEncoder().encode(CounterChanged(count: 4))
    #expect(try JSONDecoder().decode(CounterChanged.self, from: data) == CounterChanged(count: 4))
    #expect(CounterChanged.name == "counter.changed")
  }
}

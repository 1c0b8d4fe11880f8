import Foundation
import Testing
import UDF
import UDFTesting

@Suite struct StoreDispatchTests {
  @Test func acceptedActionChangesStateAndRefusedOneDoesNot() {
    let store = makeStore()
    #expect(store.dispatch(.increment) == .accepted)
    #expect(store.dispatch(.add(-5)).rejection?.code == "negative")
    #expect(store.dispatch(.fail).rejection?.code == "failed")
    #expect(store.state.count == 1)
  }

  @Test func batchIsAllOrNothing() {
    let store = makeStore()
    store.dispatch(.add(3))
    let changes = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: changes.record)
    let events = Recorder<Int>()
    let subscription = store.events.subscribe(CounterChanged.self) { events.record($0.count) }

    let refused = store.dispatch(batch: [.increment, .increment, .add(-100), .increment])
    #expect(refused.rejection?.code == "negative")
    #expect(store.state.count == 3, "a refused batch rolls every action back")
    #expect(changes.values.isEmpty, "observers see no change for a refused batch")
    #expect(events.values.isEmpty, "no events for a refused batch")

    #expect(store.dispatch(batch: [.increment, .add(2), .increment]) == .accepted)
    #expect(store.state.count == 7)
    #expect(changes.values == [7], "observers see one change for the whole batch")
    #expect(events.values == [4, 6, 7], "events of a batch arrive in order")
    withExtendedLifetime((token, subscription)) {}
  }

  @Test func emptyBatchIsAccepted() {
    let store = makeStore()
    #expect(store.dispatch(batch: []) == .accepted)
    #expect(store.state == CounterState())
  }

  @Test func concurrentDispatchesLoseNothing() async {
    let store = makeStore()
    let threads = 8
    let perThread = 10_000
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<threads {
        group.addTask {
          for _ in 0..<perThread { store.dispatch(.increment) }
        }
      }
    }
    #expect(store.state.count == threads * perThread)
  }

  @Test func concurrentDispatchesFromRealThreadsLoseNothing() {
    let store = makeStore()
    let threads = 8
    let perThread = 10_000
    let seen = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: seen.record)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<perThread { store.dispatch(.increment) }
    }
    #expect(store.state.count == threads * perThread)
    #expect(seen.values == Array(1...(threads * perThread)), "observers see every change, serialized, in order")
    withExtendedLifetime(token) {}
  }

  @Test func reducerMutatesLargeStateInPlace() {
    let store = makeStore(rows: 10_000)
    let before = store.read { state in state.rows.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    for index in stride(from: 0, to: 10_000, by: 97) { store.dispatch(.setRow(index, value: index)) }
    let after = store.read { state in state.rows.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    #expect(before == after, "changing one row must not copy the rows array")
    #expect(store.read { $0.rows[97].value } == 97)
  }
}

import Foundation
import Observation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects `ObservedValue`, the SwiftUI bridge: it starts at the selected value, follows each
/// change on the main actor (keyed models only their entity's), whatever thread delivered it, and
/// stops on `stop()`.
///
/// Waiting uses Observation itself: `withObservationTracking` reports the change, and the test
/// resumes on the main actor after the update that reported it. (On Linux under `swift test` the
/// main actor does not run on the process's main thread, so every update takes the main-actor-task
/// path here; the tests do not depend on which path is taken.)
@MainActor
@Suite struct ObservedValueTests {
  @Test func startsAtTheSelectedValueAndFollowsChanges() async {
    let store = makeStore(count: 5, rows: 2)
    let count = ObservedValue(store.scoped()) { $0.count }
    let row = ObservedValue(store.scoped(), key: ObservationKey(rowID(1))) { $0.rows[rowID(1)]?.value }
    #expect(count.value == 5 && row.value == 0)

    let countChanged = ObservedChange(count)
    let rowChanged = ObservedChange(row)
    store.dispatch(.increment)
    store.dispatch(.setRow(rowID(1), value: 7))
    #expect(await countChanged.arrived())
    #expect(await rowChanged.arrived())
    #expect(count.value == 6 && row.value == 7)
  }

  @Test func changeDeliveredOnAnotherThreadArrivesOnTheMainActor() async {
    let store = makeStore()
    let count = ObservedValue(store.scoped()) { $0.count }
    let changed = ObservedChange(count)
    let dispatcher = TestThread { store.dispatch(.increment) }
    #expect(await changed.arrived(), "the change never reached the main actor")
    #expect(dispatcher.join())
    #expect(count.value == 1)
  }

  @Test func stopEndsTheUpdates() async {
    let store = makeStore()
    let stopped = ObservedValue(store.scoped()) { $0.count }
    // Registered after `stopped`, so its update is queued after the one `stopped` would get.
    let witness = ObservedValue(store.scoped()) { $0.count }
    stopped.stop()
    let witnessChanged = ObservedChange(witness)
    store.dispatch(.increment)
    #expect(await witnessChanged.arrived())
    #expect(witness.value == 1)
    #expect(stopped.value == 0)
  }

  // A change delivered on another thread is set later by a main-actor task, while a newer change
  // may be set at once; the late task must not put the older value back. (Exercises the ordering
  // wherever the main actor runs: on Linux under `swift test` both updates take the task path.)
  @Test func endsAtTheLatestValueWhenDeliveriesSwitchThreads() async {
    let store = makeStore()
    let count = ObservedValue(store.scoped()) { $0.count }
    let dispatcher = TestThread { store.dispatch(.increment) }  // count 1, delivered off the main thread
    #expect(dispatcher.join())
    store.dispatch(.increment)  // count 2, delivered on the main thread: set at once
    for _ in 0..<10 { await Task.yield() }  // lets the queued update of count 1 run
    #expect(count.value == store.state.count)
  }

  // The count goes 0 -> 1 -> 0 before the main actor runs the two queued updates: the first sets
  // the newest value, 0, equal to the current one, which must not be assigned (no observer is
  // told); the second finds nothing newer. A witness queued after them says they have run.
  @Test func aValueEqualToTheCurrentOneIsNotAssigned() async {
    let store = makeStore(rows: 1)
    let count = ObservedValue(store.scoped()) { $0.count }
    let witness = ObservedValue(store.scoped()) { $0.rows.count }
    let countChanged = ObservedChange(count)
    let witnessChanged = ObservedChange(witness)
    let dispatcher = TestThread {
      store.dispatch(.increment)
      store.dispatch(.add(-1))
      store.dispatch(.upsertRow(Row(id: rowID(1), value: 0)))
    }
    #expect(dispatcher.join())
    #expect(await witnessChanged.arrived())
    #expect(count.value == 0)
    #expect(await !countChanged.arrived(timeout: 0.2), "the equal value was assigned")
  }
}

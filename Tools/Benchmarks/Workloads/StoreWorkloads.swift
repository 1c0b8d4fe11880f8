import Foundation
import UDF
import UDFStore

/// A counter the benchmark's observers bump; single-threaded use only.
final class Counter: @unchecked Sendable {
  @exclusivity(unchecked) var value = 0
}

/// S1: 1,000,000 dispatches of "toggle child (i mod 5)" on `SmallState`, no observers.
func runS1(variant: String, dispatches: Int) throws -> Measurement {
  let ns: Double
  var allFalse = false
  switch variant {
  case "floor":
    let store = FloorStore(state: SmallState(), reducer: reduceSmall)
    ns = timeLoop(operations: dispatches) { for i in 0..<dispatches { store.dispatch(ToggleChild(child: i % 5)) } }
    allFalse = store.state.allFlagsFalse
  case "floor-opaque":
    let store = FloorStore(state: SmallState(), reducer: opaqueReduceSmall)
    ns = timeLoop(operations: dispatches) {
      for i in 0..<dispatches { store.dispatchOpaquely(ToggleChild(child: i % 5)) }
    }
    allFalse = store.state.allFlagsFalse
  case "store":
    let store = Store(initialState: SmallState(), reducer: SmallReducer.self)
    ns = timeLoop(operations: dispatches) { for i in 0..<dispatches { store.dispatch(ToggleChild(child: i % 5)) } }
    allFalse = store.state.allFlagsFalse
  default:
    throw ChecksumFailure(description: "unknown S1 variant \(variant)")
  }
  try check(allFalse == (dispatches % 10 == 0), "S1 \(variant): flags wrong after \(dispatches) toggles")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB())
}

/// S2: flips `items[i mod n].completed`, 10 passes over the items, no observers.
func runS2(variant: String, items: Int) throws -> Measurement {
  let dispatches = items * 10
  let ns: Double
  let completed: Int
  switch variant {
  case "floor":
    let store = FloorStore(state: LargeState(count: items), reducer: reduceLarge)
    ns = timeLoop(operations: dispatches) { for i in 0..<dispatches { store.dispatch(ToggleItem(index: i % items)) } }
    completed = store.state.completedCount
  case "floor-opaque":
    let store = FloorStore(state: LargeState(count: items), reducer: opaqueReduceLarge)
    ns = timeLoop(operations: dispatches) {
      for i in 0..<dispatches { store.dispatchOpaquely(ToggleItem(index: i % items)) }
    }
    completed = store.state.completedCount
  case "store":
    let store = Store(initialState: LargeState(count: items), reducer: LargeReducer.self)
    ns = timeLoop(operations: dispatches) { for i in 0..<dispatches { store.dispatch(ToggleItem(index: i % items)) } }
    completed = store.read { $0.completedCount }
  default:
    throw ChecksumFailure(description: "unknown S2 variant \(variant)")
  }
  try check(completed == items / 2, "S2 \(variant): \(completed) completed, expected \(items / 2)")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB())
}

/// S3: S2's state, one pass of 10,000 toggles, with `observers` observers; observer j watches
/// `items[j * (10,000 / observers)].completed` (j*10 for 1,000), so exactly `observers` changes are seen.
func runS3(variant: String, observers: Int) throws -> Measurement {
  let items = 10_000
  let stride = items / observers
  let notifications = Counter()
  let passes = Int(ProcessInfo.processInfo.environment["S3_PASSES"] ?? "1") ?? 1
  let ns: Double
  switch variant {
  case "store-keyed", "store-selectors":
    let store = Store(initialState: LargeState(count: items), reducer: LargeReducer.self)
    let ids = store.read { $0.items.map(\.id) }
    var tokens: [Subscription] = []
    tokens.reserveCapacity(observers)
    for j in 0..<observers {
      let index = j * stride
      let select: @Sendable (LargeState) -> Bool = { $0.items[index].completed }
      let onChange: @Sendable (Bool) -> Void = { _ in notifications.value += 1 }
      if variant == "store-keyed" {
        tokens.append(store.observe(key: ObservationKey(ids[index]), select, onChange: onChange))
      } else {
        tokens.append(store.observe(select, onChange: onChange))
      }
    }
    ns = timeLoop(operations: items * passes) {
      for _ in 0..<passes { for i in 0..<items { store.dispatch(ToggleItem(index: i)) } }
    }
    withExtendedLifetime(tokens) {}
  case "floor-closures":
    // The floor of the popular design: every observer's closure runs on every dispatch and compares
    // its own last value.
    let store = FloorStore(state: LargeState(count: items), reducer: reduceLarge)
    var closures: [(LargeState) -> Void] = []
    for j in 0..<observers {
      let index = j * stride
      var last = store.state.items[index].completed
      closures.append { state in
        let value = state.items[index].completed
        if value != last {
          last = value
          notifications.value += 1
        }
      }
    }
    ns = timeLoop(operations: items) {
      for i in 0..<items {
        store.dispatch(ToggleItem(index: i))
        for closure in closures { closure(store.state) }
      }
    }
  default:
    throw ChecksumFailure(description: "unknown S3 variant \(variant)")
  }
  try check(
    notifications.value == observers * passes,
    "S3 \(variant): \(notifications.value) notifications, expected \(observers)")
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(),
    extra: ["notifications": Double(notifications.value), "cpu ns/op": timedLoops.lastCPUNanosecondsPerOperation])
}

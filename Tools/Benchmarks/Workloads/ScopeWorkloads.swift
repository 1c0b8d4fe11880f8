import Foundation
import Observation
import Synchronization
import UDF
import UDFStore

/// O1: 1,000 row models (`ObservedValue`, keyed by their item) over a scope of the 10,000-item state,
/// each watching `items[j * 10].completed`, and 10,000 dispatches (each item toggled once): exactly
/// 1,000 rows change. `size` is how many scopes deep the models are built (1 = a scope of the
/// store); variant `keyed` is the same observation with plain keyed observers on the store.
///
/// Notifications are counted with `withObservationTracking` armed once per model before the loop:
/// each of the 1,000 watched rows must fire, and its final value must be flipped.
func runScopes(variant: String, depth: Int) throws -> Measurement {
  let items = 10_000
  let watched = 1_000
  let stride = items / watched
  let store = Store(initialState: LargeState(count: items), reducer: LargeReducer.self)
  let ids = store.read { $0.items.map(\.id) }
  let initial = store.read { state in (0..<watched).map { state.items[$0 * stride].completed } }
  let fired = Atomic<Int>(0)
  let ns: Double
  var finals: [Bool] = []
  switch variant {
  case "keyed":
    let counter = Counter()
    var tokens: [Subscription] = []
    for j in 0..<watched {
      let index = j * stride
      tokens.append(
        store.observe(key: ObservationKey(ids[index]), { $0.items[index].completed }) { _ in counter.value += 1 })
    }
    ns = timeLoop(operations: items) { for i in 0..<items { store.dispatch(ToggleItem(index: i)) } }
    fired.store(counter.value, ordering: .relaxed)
    finals = store.read { state in (0..<watched).map { state.items[$0 * stride].completed } }
    withExtendedLifetime(tokens) {}
  case "models":
    var scope = store.scoped()
    for _ in 1..<max(depth, 1) { scope = scope.scope(state: { $0 }, action: { $0 }) }
    let result = MainActor.assumeIsolated { () -> (Double, [Bool]) in
      let models = (0..<watched).map { j in
        let index = j * stride
        return ObservedValue(scope, key: ObservationKey(ids[index])) { $0.items[index].completed }
      }
      for model in models {
        withObservationTracking({ _ = model.value }, onChange: { fired.add(1, ordering: .relaxed) })
      }
      let time = timeLoop(operations: items) { for i in 0..<items { store.dispatch(ToggleItem(index: i)) } }
      return (time, models.map(\.value))
    }
    ns = result.0
    finals = result.1
  default:
    throw ChecksumFailure(description: "unknown O1 variant \(variant)")
  }
  let notifications = fired.load(ordering: .relaxed)
  try check(
    notifications == watched, "O1 \(variant) depth \(depth): \(notifications) notifications, expected \(watched)")
  try check(
    zip(initial, finals).allSatisfy { $0 != $1 }, "O1 \(variant) depth \(depth): a watched row did not end flipped")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: ["notifications": Double(notifications)])
}

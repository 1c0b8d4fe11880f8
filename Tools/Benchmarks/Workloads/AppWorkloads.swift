import App
import BenchmarkKit
import DomainValues
import Foundation
import Items
import ItemsList
import UDF
import UDFStore

/// A1: the real app store, `dispatches` selections cycling over 1,000 loaded items.
///
/// Variants: `store` (`AppStore.app()`, the store the app runs) and `reducer` (the same
/// `AppState.reduce` call in a plain loop on a local state, no store): the store's overhead is
/// their ratio.
func runAppStore(variant: String, dispatches: Int) throws -> Measurement {
  let itemCount = 1_000
  let dtos = (0..<itemCount).map { index in
    ItemDTO(
      id: ID<Item>(UUID()), title: "Item number \(index) title", tags: ["tag-\(index % 7)", "group-\(index % 13)"],
      completed: index % 2 == 0)
  }
  let ids = dtos.map(\.id)
  let load = AppAction.items(.didLoad(dtos, at: Timestamp(millisecondsSince1970: 1_750_000_000_000)))
  var rejected = 0
  let ns: Double
  let selected: ID<Item>?
  switch variant {
  case "store":
    let store = AppStore.app()
    try check(store.dispatch(load) == .accepted, "A1: the load was refused")
    ns = timeLoop(operations: dispatches) {
      for i in 0..<dispatches {
        if !store.dispatch(.itemsList(.didSelectItem(ids[i % itemCount]))).isAccepted { rejected += 1 }
      }
    }
    selected = store.read { $0.itemsList.detailsOpen ? $0.itemsList.selectedItem : nil }
  case "reducer":
    var state = AppState()
    _ = try AppState.reduce(&state, load)
    ns = timeLoop(operations: dispatches) {
      for i in 0..<dispatches {
        do {
          _ = try AppState.reduce(&state, .itemsList(.didSelectItem(ids[i % itemCount])))
        } catch {
          rejected += 1
        }
      }
    }
    selected = state.itemsList.detailsOpen ? state.itemsList.selectedItem : nil
  default:
    throw ChecksumFailure(description: "unknown A1 variant \(variant)")
  }
  try check(rejected == 0, "A1 \(variant): \(rejected) selections refused")
  try check(
    selected == ids[(dispatches - 1) % itemCount], "A1 \(variant): the last item selected is not the selection")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB())
}

/// A1's notes: the store's overhead over the bare reducer.
func finishAppStore(_ table: inout Table) {
  table.addRatio(to: "reducer")
  for row in table.rows where row.variant == "store" {
    guard let floor = table.median("reducer", size: row.size), floor > 0 else { continue }
    let store = row.nsPerOp.median
    table.notes.append(
      "store overhead: \(format(store / floor))x the bare AppState.reduce, +\(format(store - floor)) ns/action")
  }
}

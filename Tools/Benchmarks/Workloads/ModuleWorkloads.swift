import BenchmarkKit
import UDF
import UDFStore

/// A2: cost per action as the root composes `modules` generated modules, 500,000 dispatches.
///
/// Variants: `store-routed` (the app's composition in a UDF `Store`: each action reaches only its
/// module), `reducer-routed` (the same reducer in a plain loop, no store) and `store-broadcast` (every
/// module's reducer sees every action, for contrast).
func runModules(variant: String, modules: Int) throws -> Measurement {
  let dispatches = 500_000
  let initialBalance = 1_000_000
  let initial = ModulesState(count: modules, balance: initialBalance)
  var rejected = 0
  let ns: Double
  let final: ModulesState
  switch variant {
  case "store-routed", "store-broadcast":
    let root = RootReducer(count: modules, broadcast: variant == "store-broadcast")
    let store = Store<ModulesState, ModulesAction>(
      initialState: initial,
      check: { action, state throws(Rejection) in try root.check(action, state) },
      apply: { action, state, _ in root.apply(action, &state) })
    ns = timeLoop(operations: dispatches) {
      for i in 0..<dispatches {
        if !store.dispatch(modulesAction(i, count: modules)).isAccepted { rejected += 1 }
      }
    }
    final = store.state
  case "reducer-routed":
    let root = RootReducer(count: modules, broadcast: false)
    var state = initial
    ns = timeLoop(operations: dispatches) {
      for i in 0..<dispatches {
        do {
          let action = modulesAction(i, count: modules)
          root.apply(try root.check(action, state), &state)
        } catch {
          rejected += 1
        }
      }
    }
    final = state
  default:
    throw ChecksumFailure(description: "unknown A2 variant \(variant)")
  }
  let deposits = (0..<10).reduce(0) { total, offset in
    offset < 8 ? total + (dispatches - offset + 9) / 10 : total
  }
  try check(rejected == 0, "A2 \(variant): \(rejected) actions refused")
  try check(
    final.totalBalance == modules * initialBalance + deposits,
    "A2 \(variant): total balance \(final.totalBalance), expected \(modules * initialBalance + deposits)")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB())
}

/// A2's notes: how the cost per action grows from 5 to 50 modules (target for the routed store: at
/// most 3x).
func finishModules(_ table: inout Table) {
  table.addRatio(to: "reducer-routed")
  for variant in ["reducer-routed", "store-routed", "store-broadcast"] {
    guard let five = table.median(variant, size: 5), let fifty = table.median(variant, size: 50), five > 0 else {
      continue
    }
    let target = variant == "store-routed" ? " (target: at most 3)" : ""
    table.notes.append("\(variant) 50/5 modules ratio: \(format(fifty / five))\(target)")
  }
}

import Foundation
import UDF

/// A tiny domain for exercising the store: a counter and a list, with a rule to refuse.
struct CounterState: Equatable, Sendable {
  var count = 0
  var rows: [Row] = []
}

struct Row: Equatable, Sendable {
  let id: ID<Row>
  var value: Int
}

enum CounterAction: Action, Equatable {
  case increment
  case add(Int)
  case setRow(Int, value: Int)
  case appendRow(ID<Row>)
  case fail
}

struct CounterChanged: DomainEvent, Equatable {
  static let name = "counter.changed"
  let count: Int
}

struct RowChanged: DomainEvent, Equatable {
  static let name = "row.changed"
  let index: Int
}

/// Refuses `fail` and negative results; emits `CounterChanged` / `RowChanged`.
func counterReducer(_ state: inout CounterState, _ action: CounterAction) throws(Rejection) -> [any DomainEvent] {
  switch action {
  case .increment:
    state.count += 1
    return [CounterChanged(count: state.count)]
  case .add(let amount):
    guard state.count + amount >= 0 else { throw Rejection(code: "negative", message: "count would be negative") }
    state.count += amount
    return [CounterChanged(count: state.count)]
  case .setRow(let index, let value):
    guard state.rows.indices.contains(index) else { throw Rejection(code: "notFound", message: "no row \(index)") }
    state.rows[index].value = value
    return [RowChanged(index: index)]
  case .appendRow(let id):
    state.rows.append(Row(id: id, value: 0))
    return []
  case .fail:
    throw Rejection(code: "failed", message: "always refused")
  }
}

/// The rows an action may touch, for keyed observation.
func counterFootprint(_ action: CounterAction, _ state: CounterState) -> Footprint {
  switch action {
  case .setRow(let index, _) where state.rows.indices.contains(index): return .entity(state.rows[index].id)
  case .setRow, .increment, .add, .fail, .appendRow: return .nothing
  }
}

func makeStore(rows: Int = 0) -> Store<CounterState, CounterAction> {
  var state = CounterState()
  for _ in 0..<rows { state.rows.append(Row(id: ID(UUID()), value: 0)) }
  return Store(initialState: state, eventReducer: counterReducer, footprint: counterFootprint)
}

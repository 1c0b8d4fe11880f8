import DomainValues
import Foundation
import UDF

// The synthetic state model of shared/BENCH-WORKLOADS.md, exactly as defined there.

/// One child of `SmallState`; the name is long enough to be a heap string.
struct ChildState {
  var count: Int
  var flag = false
  var name: String

  init(_ index: Int) {
    count = index
    name = "child-\(index)-display-name"
  }
}

/// Five children, each with its own reducer (S1).
struct SmallState {
  var c0 = ChildState(0)
  var c1 = ChildState(1)
  var c2 = ChildState(2)
  var c3 = ChildState(3)
  var c4 = ChildState(4)

  var allFlagsFalse: Bool { !(c0.flag || c1.flag || c2.flag || c3.flag || c4.flag) }
}

/// "toggle child (i mod 5)".
struct ToggleChild: Action {
  let child: Int
}

/// A child reducer: flips the flag only when the action names this child.
@inline(__always)
func reduceChild(_ child: inout ChildState, index: Int, _ action: ToggleChild) {
  if action.child == index { child.flag.toggle() }
}

/// The root reducer hands the action to the five child reducers.
@inline(__always)
func reduceSmall(_ state: inout SmallState, _ action: ToggleChild) {
  reduceChild(&state.c0, index: 0, action)
  reduceChild(&state.c1, index: 1, action)
  reduceChild(&state.c2, index: 2, action)
  reduceChild(&state.c3, index: 3, action)
  reduceChild(&state.c4, index: 4, action)
}

/// One row of the large state (S2, S3).
struct BenchItem {
  let id: UUID
  var title: String
  var tags: [String]
  var completed: Bool

  init(_ index: Int) {
    id = UUID()
    title = "Item number \(index) title"
    tags = ["tag-\(index % 7)", "group-\(index % 13)"]
    completed = index % 2 == 0
  }
}

/// 10,000 (or 100,000) items.
struct LargeState {
  var items: [BenchItem]

  init(count: Int) {
    items = (0..<count).map(BenchItem.init)
  }

  var completedCount: Int { items.reduce(0) { $0 + ($1.completed ? 1 : 0) } }
}

/// "flip items[i].completed".
struct ToggleItem: Action {
  let index: Int
}

@inline(__always)
func reduceLarge(_ state: inout LargeState, _ action: ToggleItem) {
  state.items[action.index].completed.toggle()
}

/// S1's rules as a core `Reducer`: nothing to refuse, so the checked change is the action itself.
enum SmallReducer: Reducer {
  static func check(_ action: ToggleChild, in state: SmallState) throws(Rejection) -> ToggleChild { action }

  static func apply(_ action: ToggleChild, to state: inout SmallState, _ reduction: inout Reduction<ToggleChild>) {
    reduceSmall(&state, action)
  }
}

/// S2's and S3's rules as a core `Reducer`; the flip records the item it touched, as every
/// `EntityTable` change does, so keyed observers of other items are not consulted.
enum LargeReducer: Reducer {
  static func check(_ action: ToggleItem, in state: LargeState) throws(Rejection) -> ToggleItem { action }

  static func apply(_ action: ToggleItem, to state: inout LargeState, _ reduction: inout Reduction<ToggleItem>) {
    reduceLarge(&state, action)
    reduction.touch(ID<BenchItem>(state.items[action.index].id))
  }
}

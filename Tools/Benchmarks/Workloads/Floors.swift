/// The hand-written floor: a minimal final-class store with a stored reducer closure, reducing in
/// place; everything visible to the optimizer through `dispatch`.
final class FloorStore<State, A> {
  var state: State
  let reducer: (inout State, A) -> Void

  init(state: State, reducer: @escaping (inout State, A) -> Void) {
    self.state = state
    self.reducer = reducer
  }

  @inline(__always)
  func dispatch(_ action: A) {
    reducer(&state, action)
  }

  /// The same floor as a library that cannot see the app's reducer: not inlined, and given an
  /// opaque reducer (`opaqueReduceSmall`, `opaqueReduceLarge`).
  @inline(never)
  func dispatchOpaquely(_ action: A) {
    reducer(&state, action)
  }
}

@inline(never)
func opaqueReduceSmall(_ state: inout SmallState, _ action: ToggleChild) {
  reduceSmall(&state, action)
}

@inline(never)
func opaqueReduceLarge(_ state: inout LargeState, _ action: ToggleItem) {
  reduceLarge(&state, action)
}

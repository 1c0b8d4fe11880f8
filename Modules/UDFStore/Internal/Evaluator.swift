/// Builds the function that turns a state into "the call to make if the selected value changed",
/// given the state at registration: what an observer is, for a store or any scope of it.
@usableFromInline
enum Evaluator {
  /// `(current) -> (state) -> call?`: remembers `select(current)` (and hands it to `initial`, under
  /// the store's lock), then reports each change.
  @inlinable
  static func make<State, Value: Equatable & Sendable>(
    _ select: @escaping @Sendable (State) -> Value,
    initial: ((Value) -> Void)? = nil,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> (State) -> (State) -> (() -> Void)? {
    { current in
      let last = LastValue(select(current))
      initial?(last.value)
      return { state in
        let value = select(state)
        guard value != last.value else { return nil }
        last.value = value
        return { onChange(value) }
      }
    }
  }
}

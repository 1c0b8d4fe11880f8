/// A registered observer: its cancellation flag and its evaluator.
///
/// `evaluate` runs under the owning store's lock right after a reduction; if the observed value
/// changed it remembers it and returns the call to make, which the store runs later, outside the
/// lock, through its `CallbackGate`. Each change is its own call, in order. The evaluator is built
/// where the value type is known (`Evaluator.make`), so it runs specialized code.
@usableFromInline
final class Observer<State>: @unchecked Sendable {
  // `@unchecked`: only `let`s; `evaluate` (not `@Sendable`) runs under the owning store's lock only.
  @usableFromInline let callback = CallbackState()
  @usableFromInline let evaluate: (State) -> (() -> Void)?

  @usableFromInline
  init(evaluate: @escaping (State) -> (() -> Void)?) {
    self.evaluate = evaluate
  }
}

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

/// The value an observer saw last; read and written only under the owning store's lock.
@usableFromInline
final class LastValue<Value>: @unchecked Sendable {
  // `@unchecked` and no exclusivity checks: guarded by the store's lock. Kept: on the S3 keyed
  // observer hot path, not measured alone.
  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}

/// The observers of one entity: almost always exactly one (a row on screen), kept without an array.
@usableFromInline
enum KeyedObservers<State> {
  case one(Observer<State>)
  case many([Observer<State>])

  func adding(_ observer: Observer<State>) -> KeyedObservers {
    switch self {
    case .one(let existing): return .many([existing, observer])
    case .many(let existing): return .many(existing + [observer])
    }
  }

  /// Without the observer with this identity; `nil` when none is left.
  func removing(_ observer: ObjectIdentifier) -> KeyedObservers? {
    switch self {
    case .one(let existing): return ObjectIdentifier(existing) == observer ? nil : self
    case .many(let existing):
      let rest = existing.filter { ObjectIdentifier($0) != observer }
      return rest.count == 1 ? .one(rest[0]) : rest.isEmpty ? nil : .many(rest)
    }
  }
}

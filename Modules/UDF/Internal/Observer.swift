/// A registered observer: its cancellation flag and one closure made where its value type is
/// known, so evaluating runs specialized code.
///
/// `evaluate` runs under the owning store's lock right after a reduction; if the selected value
/// changed it remembers it and returns the call to make, which the store runs later, outside the
/// lock, through its `CallbackGate`. Each change is its own call, in order.
@usableFromInline
final class Observer<State>: @unchecked Sendable {
  @usableFromInline let callback = CallbackState()
  @usableFromInline let evaluate: (State) -> (() -> Void)?

  @inlinable
  init<Value: Equatable & Sendable>(
    select: @escaping @Sendable (State) -> Value,
    onChange: @escaping @Sendable (Value) -> Void,
    current: State
  ) {
    let last = LastValue(select(current))
    evaluate = { state in
      let value = select(state)
      guard value != last.value else { return nil }
      last.value = value
      return { onChange(value) }
    }
  }
}

/// The value an observer saw last; read and written only under the owning store's lock.
@usableFromInline
final class LastValue<Value>: @unchecked Sendable {
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

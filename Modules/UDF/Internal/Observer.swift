/// A registered observer: one object per subscription, so a notification touches as little memory
/// as possible (thousands of observers means most of them are cold in cache).
///
/// `@unchecked Sendable`: `evaluate` runs only under the owning store's lock; the callback it
/// returns runs later through the store's `CallbackGate`.
@usableFromInline
class Observer<State>: @unchecked Sendable {
  @usableFromInline let callback = CallbackState()

  /// The call to make if the observed value changed in `state`, or `nil`.
  @usableFromInline
  func evaluate(_ state: State) -> (() -> Void)? { nil }
}

/// An observer of a derived `Equatable` value: calls `onChange` only when the value changed.
final class SelectingObserver<State, Value: Equatable & Sendable>: Observer<State>, @unchecked Sendable {
  private let select: @Sendable (State) -> Value
  private let onChange: @Sendable (Value) -> Void
  @exclusivity(unchecked) private var last: Value

  init(select: @escaping @Sendable (State) -> Value, onChange: @escaping @Sendable (Value) -> Void, current: State) {
    self.select = select
    self.onChange = onChange
    self.last = select(current)
  }

  override func evaluate(_ state: State) -> (() -> Void)? {
    let value = select(state)
    guard value != last else { return nil }
    last = value
    let onChange = onChange
    return { onChange(value) }
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

  /// Without `observer`; `nil` when none is left.
  func removing(_ observer: Observer<State>) -> KeyedObservers? {
    switch self {
    case .one(let existing): return existing === observer ? nil : self
    case .many(let existing):
      let rest = existing.filter { $0 !== observer }
      return rest.count == 1 ? .one(rest[0]) : rest.isEmpty ? nil : .many(rest)
    }
  }
}

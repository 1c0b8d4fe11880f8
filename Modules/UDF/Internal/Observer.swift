/// A registered observer: one object per subscription, so a notification touches as little memory
/// as possible (thousands of observers means most of them are cold in cache).
///
/// `@unchecked Sendable`: created, notified and cancelled only under the owning store's lock.
@usableFromInline
class Observer<State>: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var isCancelled = false

  @usableFromInline
  func notify(_ state: State) {}
}

/// An observer of a derived `Equatable` value: runs `onChange` only when the value changed.
final class SelectingObserver<State, Value: Equatable>: Observer<State>, @unchecked Sendable {
  private let select: @Sendable (State) -> Value
  private let onChange: @Sendable (Value) -> Void
  @exclusivity(unchecked) private var last: Value

  init(select: @escaping @Sendable (State) -> Value, onChange: @escaping @Sendable (Value) -> Void, current: State) {
    self.select = select
    self.onChange = onChange
    self.last = select(current)
  }

  override func notify(_ state: State) {
    let value = select(state)
    guard value != last else { return }
    last = value
    onChange(value)
  }
}

/// The observers of one entity: almost always exactly one (a row on screen), kept without an array.
@usableFromInline
enum KeyedObservers<State> {
  case one(Observer<State>)
  case many([Observer<State>])

  @inlinable
  func notify(_ state: State) {
    switch self {
    case .one(let observer):
      if !observer.isCancelled { observer.notify(state) }
    case .many(let observers):
      for observer in observers where !observer.isCancelled { observer.notify(state) }
    }
  }

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

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

import UDF

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

/// An entity's key with its observers: an element of the store's keyed table, a `Set` of these
/// that finds one by its key alone (equality and hash are the key's).
///
/// A `Dictionary` from key to observers keeps its keys and its values in two arrays, so each
/// notification read one cache line more (S3 at 10,000 row observers, issue 44); here the key and
/// its observers sit side by side.
@usableFromInline
struct KeyedSlot<State>: Hashable {
  @usableFromInline let key: ObservationKey
  /// `nil` only in a slot made to look a key up.
  @usableFromInline let observers: KeyedObservers<State>?

  @inlinable
  init(_ key: ObservationKey, _ observers: KeyedObservers<State>?) {
    self.key = key
    self.observers = observers
  }

  @inlinable
  static func == (lhs: KeyedSlot, rhs: KeyedSlot) -> Bool {
    lhs.key == rhs.key
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    key.hash(into: &hasher)
  }

  /// The key's own seeded mix (`ObservationKey._rawHashValue(seed:)`), what the set hashes.
  @inlinable
  func _rawHashValue(seed: Int) -> Int {
    key._rawHashValue(seed: seed)
  }
}

extension Set {
  /// The observers registered under `key`, if any.
  @inlinable
  func observers<State>(of key: ObservationKey) -> KeyedObservers<State>? where Element == KeyedSlot<State> {
    guard let index = firstIndex(of: KeyedSlot(key, nil)) else { return nil }
    return self[index].observers
  }
}

/// Which entities an accepted action touched, so the store runs only the keyed observers concerned.
///
/// Filled while the reducer applies its change (`EntityTable` records every row it changes), never
/// written by hand per action. It is exact at the entity level: naming an entity whose observed
/// value did not change costs one selector run, and none that changed can be missing.
public enum Touched: Sendable, Equatable {
  /// No keyed entity.
  case nothing
  /// One entity (the common case: a row).
  case one(ObservationKey)
  /// Two entities (mediators: an order and a driver).
  case two(ObservationKey, ObservationKey)
  /// Several entities, possibly repeated.
  case many([ObservationKey])
  /// Anything: every keyed observer re-checks.
  case everything

  /// Adds one key. The first key of a reduction (most actions touch one row) is small enough to
  /// be inlined into every reducer; the rest is a call. (As one function the compiler would not
  /// inline it: 34 instructions of call per touch; S2 dispatch 291 -> 272 with the split.)
  @inlinable
  public mutating func insert(_ key: ObservationKey) {
    guard case .nothing = self else { return insertAfterFirst(key) }
    self = .one(key)
  }

  /// `insert(_:)` when a key or `everything` is already recorded.
  @usableFromInline
  mutating func insertAfterFirst(_ key: ObservationKey) {
    switch self {
    case .nothing: self = .one(key)
    case .one(let first): self = first == key ? self : .two(first, key)
    case .two(let first, let second):
      self = first == key || second == key ? self : .many([first, second, key])
    case .many(var keys):
      self = .nothing
      keys.append(key)
      self = .many(keys)
    case .everything: return
    }
  }

  /// The union of two, for batches.
  @inlinable
  public func union(_ other: Touched) -> Touched {
    switch (self, other) {
    case (.everything, _), (_, .everything): return .everything
    case (.nothing, let touched), (let touched, .nothing): return touched
    default:
      var result = self
      for key in other.keys { result.insert(key) }
      return result
    }
  }

  /// The keys named; empty for `.nothing` and `.everything`.
  @inlinable
  public var keys: [ObservationKey] {
    switch self {
    case .nothing, .everything: return []
    case .one(let key): return [key]
    case .two(let first, let second): return [first, second]
    case .many(let keys): return keys
    }
  }
}

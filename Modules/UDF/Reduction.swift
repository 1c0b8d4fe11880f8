import DomainValues

/// Everything one accepted action did, besides changing the state: the entities it touched, the
/// events it published and the effects it starts.
///
/// The reducer fills it while applying its change, and the store, the headless app and tests read
/// it; nobody derives any of it again. Touched entities are recorded by `EntityTable`, so keyed
/// observation is exact by construction.
public struct Reduction<A: Action> {
  /// The entities the action touched (an upper bound at the entity level).
  @inlinable public var touched: Touched { storedTouched }
  /// The typed domain events, in the order they were published.
  @inlinable public var events: [any DomainEvent] { storedEvents ?? [] }
  /// The effects to start, in order, once the change is accepted.
  @inlinable public var effects: [Effect<A>] { storedEffects ?? [] }
  /// The events, or `nil` when none was published (nothing to hand on or release).
  @inlinable public var publishedEvents: [any DomainEvent]? { storedEvents }
  /// Whether the action published no event and started no effect: the common case, which then
  /// costs no list at all.
  @inlinable public var hasNoEventsOrEffects: Bool { storedEvents == nil && storedEffects == nil }
  /// How many events were published so far: where the events of what runs next begin.
  @inlinable public var eventCount: Int { storedEvents?.count ?? 0 }

  // The lists are `nil` until something is added: a reduction that publishes and starts nothing
  // (most actions) makes and releases no array. (A1 bare reducer: the two empty arrays of every
  // reduction, and a child's in `embed`, cost 57 instructions per action in releases, callgrind.)
  @usableFromInline var storedTouched: Touched
  @usableFromInline var storedEvents: [any DomainEvent]?
  @usableFromInline var storedEffects: [Effect<A>]?

  /// Nothing touched, published or started.
  @inlinable
  public init() {
    storedTouched = .nothing
    storedEvents = nil
    storedEffects = nil
  }

  /// The event published at `index` (counting from the first), or `nil` past the last: how the
  /// App's reactions walk the events, their own included, as they are published.
  @inlinable
  public func event(at index: Int) -> (any DomainEvent)? {
    guard let events = storedEvents, index < events.count else { return nil }
    return events[index]
  }

  /// Publishes a typed domain event after the state is updated.
  @inlinable
  public mutating func publish(_ event: some DomainEvent) {
    if storedEvents == nil {
      storedEvents = [event]
    } else {
      storedEvents?.append(event)
    }
  }

  /// Starts an effect once the change is accepted.
  @inlinable
  public mutating func start(_ effect: Effect<A>) {
    if storedEffects == nil {
      storedEffects = [effect]
    } else {
      storedEffects?.append(effect)
    }
  }

  /// Records that the entity with this ID changed, for a state that keeps it outside an `EntityTable`.
  @inlinable
  public mutating func touch<Entity>(_ id: ID<Entity>) {
    storedTouched.insert(ObservationKey(id))
  }

  /// Records that anything may have changed: every keyed observer re-checks.
  @inlinable
  public mutating func touchEverything() {
    storedTouched = .everything
  }

  /// Runs a child module's `apply` with a reduction of its own action type and embeds what it did:
  /// touched entities and events as they are, effects mapped to this action type.
  @inlinable
  public mutating func embed<Child: Action>(
    _ embed: @escaping @Sendable (Child) -> A,
    _ body: (inout Reduction<Child>) -> Void
  ) {
    self.embed(embed, ()) { _, child in body(&child) }
  }

  /// `embed(_:_:)` handing `change` on to `body` as its own: a checked change (a new version of
  /// an aggregate) then moves into the state instead of being copied, which a closure capturing
  /// it could not do.
  @inlinable
  public mutating func embed<Child: Action, Change>(
    _ embed: @escaping @Sendable (Child) -> A,
    _ change: consuming Change,
    _ body: (consuming Change, inout Reduction<Child>) -> Void
  ) {
    var child = Reduction<Child>()
    swap(&child.storedTouched, &storedTouched)
    swap(&child.storedEvents, &storedEvents)
    body(change, &child)
    swap(&child.storedTouched, &storedTouched)
    swap(&child.storedEvents, &storedEvents)
    if let effects = child.storedEffects {
      for effect in effects { start(effect.map(embed)) }
    }
  }
}

import UDF

/// A feature's view of a store: its own slice of the state and its own action type.
///
/// A team builds its screen against `StoreScope<MyScreenState, MyAction>` in its own module; the app
/// makes one with `store.scope(state:action:)` without the feature importing the app. Dispatching
/// embeds the action into the parent's; observing registers one observer at the root whose
/// selector reads through the projection, so its cost follows what changed in the slice, not how
/// many scopes exist, and a scope of a scope only adds a function call.
public final class StoreScope<State, A: Action>: Sendable {
  @usableFromInline let read: @Sendable () -> State
  @usableFromInline let send: @Sendable (A) -> DispatchOutcome
  @usableFromInline let register:
    @Sendable (_ observer: @escaping (State) -> Observer<State>, _ key: ObservationKey?) -> Subscription

  /// The root store's typed domain events.
  public let events: EventPublisher

  @usableFromInline
  init(
    read: @escaping @Sendable () -> State,
    send: @escaping @Sendable (A) -> DispatchOutcome,
    register:
      @escaping @Sendable (_ observer: @escaping (State) -> Observer<State>, _ key: ObservationKey?) ->
      Subscription,
    events: EventPublisher
  ) {
    self.read = read
    self.send = send
    self.register = register
    self.events = events
  }

  /// The slice as it is now.
  @inlinable
  public var state: State { read() }

  /// Dispatches `action`, embedded into the root's action type.
  @inlinable
  @discardableResult
  public func dispatch(_ action: A) -> DispatchOutcome {
    send(action)
  }

  /// Calls `onChange` after every accepted dispatch that changes `select(slice)`; with a `key`,
  /// only after dispatches whose reduction touched that entity (see `Store.observe`).
  @inlinable
  public func observe<Value: Equatable & Sendable>(
    key: ObservationKey? = nil,
    _ select: @escaping @Sendable (State) -> Value,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    register(ValueObserver.maker(select, onChange: onChange), key)
  }

  /// Like `observe(key:_:onChange:)`, also handing the value at registration to `initial`, under
  /// the store's lock: no change can fall between the two.
  @inlinable
  func observe<Value: Equatable & Sendable>(
    key: ObservationKey?,
    _ select: @escaping @Sendable (State) -> Value,
    initial: @escaping (Value) -> Void,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    register(ValueObserver.maker(select, initial: initial, onChange: onChange), key)
  }

  /// A scope of this scope: a smaller slice and a narrower action type.
  @inlinable
  public func scope<Child, ChildAction: Action>(
    state toChild: @escaping @Sendable (State) -> Child,
    action embed: @escaping @Sendable (ChildAction) -> A
  ) -> StoreScope<Child, ChildAction> {
    let read = read
    let send = send
    let register = register
    return StoreScope<Child, ChildAction>(
      read: { toChild(read()) },
      send: { send(embed($0)) },
      register: { observer, key in register(projecting(observer, through: toChild), key) },
      events: events)
  }
}

extension Store {
  /// A scope of this store for a feature: its slice (`state`) and its own action type (`action`
  /// embeds it into this store's).
  @inlinable
  public func scope<Child, ChildAction: Action>(
    state toChild: @escaping @Sendable (State) -> Child,
    action embed: @escaping @Sendable (ChildAction) -> A
  ) -> StoreScope<Child, ChildAction> {
    StoreScope<Child, ChildAction>(
      read: { [self] in read { toChild($0) } },
      send: { [self] in dispatch(embed($0)) },
      register: { [self] observer, key in register(projecting(observer, through: toChild), key: key) },
      events: events)
  }

  /// The whole store as a scope, for code written against `StoreScope`.
  @inlinable
  public func scoped() -> StoreScope<State, A> {
    scope(state: { $0 }, action: { $0 })
  }
}

/// An observer of a child slice turned into one of the parent's state.
@inlinable
func projecting<Parent, Child>(
  _ observer: @escaping (Child) -> Observer<Child>,
  through toChild: @escaping (Parent) -> Child
) -> (Parent) -> Observer<Parent> {
  { current in ProjectedObserver(observer(toChild(current)), through: toChild) }
}

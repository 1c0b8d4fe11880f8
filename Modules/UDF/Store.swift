import Foundation

/// Holds the root state, applies actions through the root reducer, and tells observers,
/// event subscribers and effects about accepted changes.
///
/// **Threads.** `dispatch` may be called from any thread; dispatches are serialized by one lock,
/// and every callback (observer, subscriber, effect) runs on the dispatching thread while that lock
/// is held, so callbacks never run concurrently with each other or with a reducer.
///
/// **Re-entrancy.** A dispatch made from inside a callback while a dispatch is running is never
/// nested and never dropped: it is queued, returns `.queued`, and runs right after the current
/// dispatch (and its callbacks) finish, in the order queued, before the outer `dispatch` returns.
/// A queued action that is refused is reported to `queuedRejections`.
///
/// **Exclusivity.** The bookkeeping properties are `@exclusivity(unchecked)`: every access happens
/// under the lock and never overlaps another (lists are copied out before they are iterated), and
/// the dynamic checks cost more than the rest of a dispatch.
///
/// **Copy-on-write.** The state lives in one heap cell that only the reducer touches while it runs,
/// so a reducer that changes one element of a large array mutates it in place. A batch keeps one
/// snapshot for rollback, so a batch copies the collections it changes (never the others).
public final class Store<State: Sendable, A: Action>: @unchecked Sendable {
  @usableFromInline
  enum Queued {
    case one(A)
    case batch([A])
  }

  @usableFromInline let cell: UnsafeMutablePointer<State>
  @usableFromInline let reducer: EventReducer<State, A>
  @usableFromInline let footprint: (A, State) -> Footprint
  @usableFromInline let queuedRejections: (@Sendable (Rejection) -> Void)?
  @usableFromInline let lock = NSRecursiveLock()
  @exclusivity(unchecked) @usableFromInline var isDispatching = false
  @exclusivity(unchecked) @usableFromInline var queue: [Queued] = []
  @exclusivity(unchecked) private var nextCallbackID = 0
  @exclusivity(unchecked) @usableFromInline var observers: [Observer<State>] = []
  @exclusivity(unchecked) @usableFromInline var keyedObservers: [ObservationKey: KeyedObservers<State>] = [:]
  @exclusivity(unchecked) @usableFromInline var effects: [CallbackBox<@Sendable (A, State) -> Void>] = []

  /// The typed domain events of accepted actions, published after the state is updated.
  public let events = EventPublisher()

  /// Creates a store whose reducer also returns domain events.
  ///
  /// - Parameters:
  ///   - footprint: which entities an action may change, evaluated on the state before the action;
  ///     keyed observers of other entities are not consulted. The default, `.everything`, is always
  ///     correct and makes every keyed observer re-check.
  ///   - queuedRejections: told when an action queued by a re-entrant dispatch is refused.
  public init(
    initialState: State,
    eventReducer: @escaping @Sendable EventReducer<State, A>,
    footprint: @escaping @Sendable (A, State) -> Footprint = { _, _ in .everything },
    queuedRejections: (@Sendable (Rejection) -> Void)? = nil
  ) {
    cell = UnsafeMutablePointer<State>.allocate(capacity: 1)
    cell.initialize(to: initialState)
    reducer = eventReducer
    self.footprint = footprint
    self.queuedRejections = queuedRejections
  }

  /// Creates a store whose reducer publishes no events.
  public convenience init(
    initialState: State,
    reducer: @escaping @Sendable Reducer<State, A>,
    footprint: @escaping @Sendable (A, State) -> Footprint = { _, _ in .everything },
    queuedRejections: (@Sendable (Rejection) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState,
      eventReducer: { state, action throws(Rejection) in
        try reducer(&state, action)
        return []
      },
      footprint: footprint,
      queuedRejections: queuedRejections
    )
  }

  deinit {
    cell.deinitialize(count: 1)
    cell.deallocate()
  }

  /// A copy of the current state (cheap: collections are shared until someone changes them).
  public var state: State {
    lock.withLock { cell.pointee }
  }

  /// Reads part of the state under the store's lock without copying the whole state.
  public func read<T>(_ body: (State) throws -> T) rethrows -> T {
    try lock.withLock { try body(cell.pointee) }
  }

  /// Applies one action: accepted (state changed, callbacks run), rejected (nothing changed),
  /// or queued (called from inside a callback).
  @inlinable
  @discardableResult
  public func dispatch(_ action: A) -> DispatchOutcome {
    lock.lock()
    defer { lock.unlock() }
    if isDispatching {
      queue.append(.one(action))
      return .queued
    }
    isDispatching = true
    let outcome = apply(action)
    if !queue.isEmpty { drainQueue() }
    isDispatching = false
    return outcome
  }

  /// Applies all actions or none: if one is refused, the state is rolled back to before the batch
  /// and no callback runs. Observers see one change for the whole batch.
  @inlinable
  @discardableResult
  public func dispatch(batch actions: [A]) -> DispatchOutcome {
    lock.lock()
    defer { lock.unlock() }
    if isDispatching {
      queue.append(.batch(actions))
      return .queued
    }
    isDispatching = true
    let outcome = apply(batch: actions)
    if !queue.isEmpty { drainQueue() }
    isDispatching = false
    return outcome
  }

  // MARK: - Observation

  /// Calls `onChange` after every accepted dispatch that changes `select(state)`.
  ///
  /// The selector runs once per accepted dispatch; for many observers of single entities prefer the
  /// keyed `observe(key:_:onChange:)`, whose cost follows what changed.
  public func observe<Value: Equatable>(
    _ select: @escaping @Sendable (State) -> Value,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    lock.withLock {
      let box = makeObserver(select, onChange: onChange)
      observers.append(box)
      return Subscription { [weak self] in self?.removeObserver(box) }
    }
  }

  /// Calls `onChange` when `select(state)` changes after a dispatch whose footprint names `key`.
  ///
  /// The selector runs only for dispatches that may have changed that entity, so thousands of row
  /// observers cost nothing for a dispatch that changes another row.
  public func observe<Value: Equatable>(
    key: ObservationKey,
    _ select: @escaping @Sendable (State) -> Value,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    lock.withLock {
      let box = makeObserver(select, onChange: onChange)
      keyedObservers[key] = keyedObservers[key].map { $0.adding(box) } ?? .one(box)
      return Subscription { [weak self] in self?.removeObserver(box, key: key) }
    }
  }

  // MARK: - Effects

  /// Runs `effect` after every accepted action, with the action and the state after it.
  ///
  /// Effects are where I/O lives (a network layer, the stdio writer). To feed a result back, call
  /// `dispatch`: from inside the effect it is queued and runs right after the current dispatch.
  public func addEffect(_ effect: @escaping @Sendable (A, State) -> Void) -> Subscription {
    lock.withLock {
      nextCallbackID += 1
      let box = CallbackBox(id: nextCallbackID, call: effect)
      effects.append(box)
      return Subscription { [weak self] in
        guard let self else { return }
        self.lock.withLock {
          box.isCancelled = true
          self.effects.removeAll { $0 === box }
        }
      }
    }
  }

  // MARK: - Applying

  @inlinable
  func apply(_ action: A) -> DispatchOutcome {
    let touched = keyedObservers.isEmpty ? .nothing : footprint(action, cell.pointee)
    let published: [any DomainEvent]
    do {
      published = try reducer(&cell.pointee, action)
    } catch {
      return .rejected(error)
    }
    didAccept(touched: touched, events: published)
    if !effects.isEmpty { runEffects(for: CollectionOfOne(action)) }
    return .accepted
  }

  @inlinable
  func apply(batch actions: [A]) -> DispatchOutcome {
    guard !actions.isEmpty else { return .accepted }
    var snapshot: State? = cell.pointee
    var touched = Footprint.nothing
    var published: [any DomainEvent] = []
    for action in actions {
      if !keyedObservers.isEmpty { touched = touched.union(footprint(action, cell.pointee)) }
      do {
        published += try reducer(&cell.pointee, action)
      } catch {
        if let snapshot { cell.pointee = snapshot }
        return .rejected(error)
      }
    }
    snapshot = nil
    didAccept(touched: touched, events: published)
    if !effects.isEmpty { runEffects(for: actions) }
    return .accepted
  }

  @inlinable
  func didAccept(touched: Footprint, events published: [any DomainEvent]) {
    if !keyedObservers.isEmpty { notifyKeyed(touched) }
    if !observers.isEmpty {
      for box in observers where !box.isCancelled { box.notify(cell.pointee) }
    }
    if !published.isEmpty { events.publish(published) }
  }

  @inlinable
  func notifyKeyed(_ touched: Footprint) {
    switch touched {
    case .nothing:
      return
    case .one(let key):
      notify(key)
    case .two(let first, let second):
      notify(first)
      if second != first { notify(second) }
    case .many(let keys):
      var seen = Set<ObservationKey>()
      for key in keys where seen.insert(key).inserted { notify(key) }
    case .everything:
      for slot in keyedObservers.values { slot.notify(cell.pointee) }
    }
  }

  @inlinable
  func notify(_ key: ObservationKey) {
    keyedObservers[key]?.notify(cell.pointee)
  }

  @inlinable
  func runEffects<C: Collection<A>>(for actions: C) {
    let current = effects
    for action in actions {
      for box in current where !box.isCancelled { box.call(action, cell.pointee) }
    }
  }

  @inlinable
  func drainQueue() {
    var index = 0
    while index < queue.count {
      let outcome: DispatchOutcome
      switch queue[index] {
      case .one(let action): outcome = apply(action)
      case .batch(let actions): outcome = apply(batch: actions)
      }
      if let rejection = outcome.rejection { queuedRejections?(rejection) }
      index += 1
    }
    queue.removeAll(keepingCapacity: true)
  }

  // MARK: - Registry

  private func makeObserver<Value: Equatable>(
    _ select: @escaping @Sendable (State) -> Value,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Observer<State> {
    SelectingObserver(select: select, onChange: onChange, current: cell.pointee)
  }

  private func removeObserver(_ box: Observer<State>, key: ObservationKey? = nil) {
    lock.withLock {
      box.isCancelled = true
      if let key {
        keyedObservers[key] = keyedObservers[key]?.removing(box)
      } else {
        observers.removeAll { $0 === box }
      }
    }
  }
}

/// A registered callback; `isCancelled` is set under the store's lock so a cancelled callback is
/// skipped even if it is still in a list being iterated.
///
/// `@unchecked Sendable`: every read and write happens while the owning store's lock is held.
@usableFromInline
final class CallbackBox<Call>: @unchecked Sendable {
  @usableFromInline let id: Int
  @usableFromInline let call: Call
  @usableFromInline var isCancelled = false

  @usableFromInline
  init(id: Int, call: Call) {
    self.id = id
    self.call = call
  }
}

import UDF

/// Holds the root state, applies actions through the root reducer, and tells observers, event
/// subscribers and effects about accepted changes.
///
/// **Threads.** `dispatch` may be called from any thread; reductions are serialized by one lock.
/// Selectors (the pure functions observers use to pick a value) run under that lock; callbacks
/// (`onChange`, event handlers) and effects never do. They run after the lock is released, one at a
/// time, in dispatch order, each accepted change delivered once. The thread that finds nobody
/// delivering delivers, including what other threads dispatch meanwhile; so a slow callback never
/// blocks another thread's dispatch, and a callback may wait on a thread that dispatches.
///
/// **Re-entrancy.** A dispatch from inside a callback or effect is reduced at once (its outcome is
/// returned), and its callbacks run after the current one returns: never nested, never dropped.
///
/// **Effects.** The reducer returns effects as data in its `Reduction`; the store runs them after
/// the action's callbacks: `send` dispatches, `run` starts a task on `executor` with
/// `dependencies`, `cancel` stops work by ID, `concatenate` runs effects one after another in one
/// task, `throttle` runs at once or drops or keeps a run by its ID's window on the clock.
/// Cancellation (`cancel`, `cancelInFlight`, `debounce`) takes effect when the action asking for
/// it is reduced: from then on whatever the cancelled work sends is dropped, even a result already
/// on its way; a send reduced before it was applied. When the store is released, running work is
/// cancelled and its callbacks are released.
///
/// **Copy-on-write.** The state is one stored property that only the reducer touches while it runs,
/// so a reducer that changes one element of a large array mutates it in place. A batch keeps one
/// snapshot for rollback, so a batch copies the collections it changes (never the others).
public final class Store<State: Sendable, A: Action>: @unchecked Sendable {
  // `@unchecked`: every `var` is read and written under `lock` only, which the compiler cannot see
  // (a `PlainLock` owns no state; a `Mutex` owning it would be checked, at 30 ns a pair against 4).
  @usableFromInline
  enum Delivery {
    /// An observer's change staged in the observer: no allocation per notification.
    case staged(Observer<State>)
    case callback(CallbackState, () -> Void)
    case events([any DomainEvent])
    case effects([EffectRuntime<A>.Planned])
    case report(A, DispatchOutcome)
  }

  /// The state, which the reducer mutates in place (`inout` on a stored property; S2: no copy of
  /// its array); under `lock`.
  // kept: S1 store 217 -> 346, A1 store 582 -> 710, S2 store 246 -> 376 instructions per dispatch
  // with the check (callgrind, measured alone, 2026-11-26).
  @exclusivity(unchecked) @usableFromInline var current: State
  @usableFromInline let reducer: (inout State, A, inout Reduction<A>) throws(Rejection) -> Void
  @usableFromInline let lock = PlainLock(
    misuse: """
      Store used from code that runs under its lock (a `read` body, a selector or a reducer): \
      `dispatch`, `state`, `read` and `observe` there would deadlock. Return what you need from \
      `read` and dispatch after it.
      """)
  @usableFromInline let gate = CallbackGate()
  @usableFromInline let runtime: EffectRuntime<A>
  @usableFromInline let effectActions: (@Sendable (A, DispatchOutcome) -> Void)?
  // kept (both, read at every dispatch): S1 store 238 -> 402, A1 store 733 -> 896, S3 keyed
  // 1,961 -> 2,311 instructions per dispatch with the checks (callgrind, 2026-11-26).
  @exclusivity(unchecked) @usableFromInline var observers: [Observer<State>] = []
  @exclusivity(unchecked) @usableFromInline var keyedObservers = Set<KeyedSlot<State>>()
  /// How many observers, general and keyed, are registered: what a dispatch reads to know it has
  /// none to run. (Reading the two collections' `isEmpty` instead retains and releases each of
  /// their buffers: S1 store 222 -> 217, A1 store 582 -> 576 instructions per dispatch, callgrind.)
  // kept: S1 store 217 -> 298, A1 store 582 -> 664 instructions per dispatch with the check
  // (callgrind, measured alone, 2026-11-26).
  @exclusivity(unchecked) @usableFromInline var observerCount = 0
  // kept (the three delivery fields): S3 keyed 1,961 -> 2,401, E1 manual 33,073 -> 33,614
  // instructions per dispatch with the checks (callgrind, 2026-11-26).
  @exclusivity(unchecked) @usableFromInline var outbox: [Delivery] = []
  @exclusivity(unchecked) @usableFromInline var spare: [Delivery] = []
  @exclusivity(unchecked) @usableFromInline var isDelivering = false

  /// The typed domain events of accepted actions, published after the state is updated.
  public let events: EventPublisher

  /// Creates a store running `reducer`'s rules on `initialState`.
  ///
  /// - Parameters:
  ///   - dependencies: what effects use (clock, IDs, service clients).
  ///   - executor: where effects' async work runs; `nil` for the global executor, a
  ///     `ManualExecutor` for deterministic tests and single-threaded apps.
  ///   - effectActions: told about every action an effect sent and its outcome, in reduction order,
  ///     outside the lock, before that action's callbacks, like a callback (an app may log
  ///     refusals). Sends of cancelled work are dropped unreduced and not reported.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R.Type,
    dependencies: Dependencies = Dependencies(),
    executor: (any TaskExecutor)? = nil,
    effectActions: (@Sendable (A, DispatchOutcome) -> Void)? = nil
  ) where R.State == State, R.Action == A {
    self.init(
      initialState: initialState,
      reduce: { state, action, reduction throws(Rejection) in try R.reduce(action, into: &state, &reduction) },
      dependencies: dependencies, executor: executor, effectActions: effectActions)
  }

  /// Creates a store running a root whose modules react to each other's events (the App).
  @inlinable
  public convenience init<R: ReactingReducer>(
    initialState: State,
    reducer: R.Type,
    dependencies: Dependencies = Dependencies(),
    executor: (any TaskExecutor)? = nil,
    effectActions: (@Sendable (A, DispatchOutcome) -> Void)? = nil
  ) where R.State == State, R.Action == A {
    self.init(
      initialState: initialState,
      reduce: { state, action, reduction throws(Rejection) in try R.reduce(action, into: &state, &reduction) },
      dependencies: dependencies, executor: executor, effectActions: effectActions)
  }

  /// Creates a store whose rules are built at run time (generated modules, plug-ins): the same two
  /// steps as a `Reducer`, as closures, so a refusal still cannot change anything.
  @inlinable
  public convenience init<Change>(
    initialState: State,
    check: @escaping @Sendable (A, State) throws(Rejection) -> Change,
    apply: @escaping @Sendable (Change, inout State, inout Reduction<A>) -> Void,
    dependencies: Dependencies = Dependencies(),
    executor: (any TaskExecutor)? = nil,
    effectActions: (@Sendable (A, DispatchOutcome) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState,
      reduce: { state, action, reduction throws(Rejection) in
        let change = try check(action, state)
        apply(change, &state, &reduction)
      },
      dependencies: dependencies, executor: executor, effectActions: effectActions)
  }

  /// Creates a store from one reduce step as a closure (a test store that logs every step wraps
  /// its reducer this way); the step must change nothing when it throws.
  public init(
    initialState: State,
    reduce: @escaping (inout State, A, inout Reduction<A>) throws(Rejection) -> Void,
    dependencies: Dependencies,
    executor: (any TaskExecutor)?,
    effectActions: (@Sendable (A, DispatchOutcome) -> Void)?
  ) {
    current = initialState
    reducer = reduce
    runtime = EffectRuntime(dependencies: dependencies, executor: executor)
    events = EventPublisher(gate: gate)
    self.effectActions = effectActions
  }

  deinit {
    runtime.cancelAll()
  }

  /// A copy of the current state (cheap: collections are shared until someone changes them).
  public var state: State {
    lock.withLock { current }
  }

  /// Reads part of the state under the store's lock without copying the whole state.
  ///
  /// `body` must not use this store (`dispatch`, `state`, `read`, `observe`): it holds the lock,
  /// so that would deadlock; the store stops the process with a message saying so instead.
  /// Return what you need and dispatch after `read` returns.
  public func read<T>(_ body: (State) throws -> T) rethrows -> T {
    try lock.withLock { try body(current) }
  }

  /// The number of effects with async work (`run`, `debounce`, `throttle`, `concatenate`)
  /// accepted and not yet finished (a cancelled one that never started counts until its turn to
  /// start comes, right after its action's callbacks). A concatenation counts once until its last
  /// step finishes; a throttled run counts while it runs or waits for its window's end, never the
  /// window itself.
  public var activeEffectCount: Int {
    runtime.activeCount
  }

  /// Applies one action: accepted (state changed; callbacks and effects run) or rejected (nothing
  /// changed, nothing called).
  @inlinable
  @discardableResult
  public func dispatch(_ action: A) -> DispatchOutcome {
    var reduction = Reduction<A>()
    lock.lock()
    do {
      try reducer(&current, action, &reduction)
    } catch {
      lock.unlock()
      return .rejected(error)
    }
    if observerCount == 0, reduction.hasNoEventsOrEffects {
      lock.unlock()
      return .accepted
    }
    return DispatchOutcome(rejection: nil, events: queueAndDeliver(reduction))
  }

  /// `dispatch`'s accepted change with something to deliver: queued under the lock, then
  /// delivered; returns the events published.
  ///
  /// A function of its own so that `dispatch`, inlined at the call site, is only its short path
  /// (no observer, event or effect: the common case), whose outcome the caller then knows to be
  /// `.accepted` and releases nothing of. Callgrind, instructions per dispatch: S1 217 -> 157,
  /// A1 store 580 -> 522 against the short path returning its outcome and a flag from a call;
  /// 321 and 617 with this body written inside `dispatch`.
  @inlinable
  func queueAndDeliver(_ reduction: Reduction<A>) -> [any DomainEvent]? {
    queue(reduction.touched, reduction.events, reduction.effects)
    unlockAndDeliver()
    return reduction.publishedEvents
  }

  /// Under the lock, for an accepted change: queues the observers' calls and the events, and
  /// plans the effects (which registers their work and cancels what they cancel, at once).
  @inlinable
  func queue(_ touched: Touched, _ published: [any DomainEvent], _ effects: [Effect<A>]) {
    collect(touched: touched, events: published)
    if !effects.isEmpty { outbox.append(.effects(runtime.plan(effects))) }
  }

  /// Applies all actions or none: if one is refused, the state is rolled back to before the batch
  /// and nothing is called. Observers see one change for the whole batch; each action's effects
  /// come from its own reduction.
  @discardableResult
  public func dispatch(batch actions: [A]) -> DispatchOutcome {
    guard !actions.isEmpty else { return .accepted }
    lock.lock()
    var snapshot: State? = current
    var touched = Touched.nothing
    var published: [any DomainEvent] = []
    var effects: [Effect<A>] = []
    for action in actions {
      var reduction = Reduction<A>()
      do {
        try reducer(&current, action, &reduction)
      } catch {
        if let snapshot { current = snapshot }
        lock.unlock()
        return .rejected(error)
      }
      touched = touched.union(reduction.touched)
      published += reduction.events
      effects += reduction.effects
    }
    snapshot = nil
    queue(touched, published, effects)
    unlockAndDeliver()
    return .accepted(events: published)
  }

  // MARK: - Observation

  /// Calls `onChange` after every accepted dispatch that changes `select(state)`; with a `key`,
  /// only after dispatches whose reduction touched that entity.
  ///
  /// `select` runs under the store's lock, so keep it a pure, cheap projection; `onChange` runs
  /// outside it. Without a key it runs after every accepted dispatch; keyed, thousands of row
  /// observers cost nothing for a dispatch that changes another row.
  @inlinable
  public func observe<Value: Equatable & Sendable>(
    key: ObservationKey? = nil,
    _ select: @escaping @Sendable (State) -> Value,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    register(ValueObserver.maker(select, onChange: onChange), key: key)
  }

  /// Adds an observer, general (`key == nil`) or keyed, built by `observer` from the current
  /// state, and returns its token. Scopes register through here with a projected observer.
  @usableFromInline
  func register(
    _ observer: (State) -> Observer<State>,
    key: ObservationKey?
  ) -> Subscription {
    lock.lock()
    defer { lock.unlock() }
    let box = observer(current)
    let identity = ObjectIdentifier(box)
    if let key {
      keyedObservers.update(with: KeyedSlot(key, keyedObservers.observers(of: key)?.adding(box) ?? .one(box)))
    } else {
      observers.append(box)
    }
    observerCount += 1
    return Subscription(gate: gate, callback: box.callback) { [weak self] in
      guard let self else { return }
      lock.withLock {
        if let key {
          if let rest = keyedObservers.observers(of: key)?.removing(identity) {
            keyedObservers.update(with: KeyedSlot(key, rest))
          } else {
            keyedObservers.remove(KeyedSlot(key, nil))
          }
        } else {
          observers.removeAll { ObjectIdentifier($0) == identity }
        }
        observerCount -= 1
      }
    }
  }

  // MARK: - Delivering

  /// Under the lock: evaluates the observers concerned and queues their calls and the events.
  @inlinable
  func collect(touched: Touched, events published: [any DomainEvent]) {
    if !keyedObservers.isEmpty {
      switch touched {
      case .nothing:
        break
      case .one(let key):
        collect(keyedObservers.observers(of: key))
      case .two(let first, let second):
        collect(keyedObservers.observers(of: first))
        collect(keyedObservers.observers(of: second))
      case .many(let keys):
        var seen = Set<ObservationKey>()
        for key in keys where seen.insert(key).inserted { collect(keyedObservers.observers(of: key)) }
      case .everything:
        for slot in keyedObservers { collect(slot.observers) }
      }
    }
    for observer in observers { collect(observer) }
    if !published.isEmpty, events.hasHandlers { outbox.append(.events(published)) }
  }

  @inlinable
  func collect(_ slot: KeyedObservers<State>?) {
    switch slot {
    case nil: return
    case .one(let observer): collect(observer)
    case .many(let observers): for observer in observers { collect(observer) }
    }
  }

  @inlinable
  func collect(_ observer: Observer<State>) {
    guard !observer.callback.isCancelled else { return }
    switch observer.evaluate(current) {
    case .unchanged: return
    case .staged: outbox.append(.staged(observer))
    case .call(let call): outbox.append(.callback(observer.callback, call))
    }
  }

  /// Called holding the lock, right after queueing: runs the queued deliveries on this thread
  /// unless another thread (or an outer frame of this one) is already delivering (that one runs
  /// them in order), and releases the lock. Taking the first batch under the lock the reduction
  /// already holds saves a lock pair per dispatch.
  @inlinable
  func unlockAndDeliver() {
    guard !isDelivering, !outbox.isEmpty else { return lock.unlock() }
    isDelivering = true
    while true {
      var current = spare
      swap(&current, &outbox)
      lock.unlock()
      for index in current.indices {
        if case .staged(let observer) = current[index] {
          observer.deliverStaged(through: gate)
        } else {
          run(current[index])
        }
      }
      current.removeAll(keepingCapacity: true)
      lock.lock()
      spare = current
      if outbox.isEmpty {
        isDelivering = false
        return lock.unlock()
      }
    }
  }

  /// Runs one queued delivery. Inlinable, with `start` and `sendFromEffect`, like `dispatch`: an
  /// effect's delivery and the reduction of what it sends are specialized for the app's state and
  /// action, not generic code looking up type metadata (E1: 32,633 -> 20,776 instructions per
  /// round trip with the effect work types non-generic, callgrind, issue 44).
  @inlinable
  func run(_ delivery: Delivery) {
    switch delivery {
    case .staged(let observer):
      observer.deliverStaged(through: gate)
    case .callback(let callback, let call):
      gate.run(callback, call)
    case .events(let published):
      events.publish(published)
    case .effects(let effects):
      for effect in effects { start(effect) }
    case .report(let action, let outcome):
      effectActions?(action, outcome)
    }
  }

  @inlinable
  func start(_ effect: EffectRuntime<A>.Planned) {
    switch effect {
    case .send(let action):
      sendFromEffect(action, of: nil)
    case .cancel(let works):
      runtime.cancelTasks(works)
    case .start(let step, let cancelling):
      runtime.cancelTasks(cancelling)
      runtime.start(step) { [weak self] action, work in self?.sendFromEffect(action, of: work) }
    }
  }

  /// An action an effect sent: dropped if its work was cancelled (see `EffectRuntime`), else
  /// reduced, its report to `effectActions` queued before its own callbacks (so reports come in
  /// reduction order, outside the lock), then delivered.
  @inlinable
  func sendFromEffect(_ action: A, of work: EffectRuntime<A>.Work?) {
    var reduction = Reduction<A>()
    lock.lock()
    if let work, runtime.isCancelled(work) { return lock.unlock() }
    do {
      try reducer(&current, action, &reduction)
      if effectActions != nil { outbox.append(.report(action, .accepted)) }
      queue(reduction.touched, reduction.events, reduction.effects)
    } catch {
      if effectActions != nil { outbox.append(.report(action, .rejected(error))) }
    }
    unlockAndDeliver()
  }
}

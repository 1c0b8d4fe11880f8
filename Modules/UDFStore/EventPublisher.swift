import UDF

/// Delivers typed domain events to the subscribers of their concrete type, in publication order.
///
/// `subscribe(BoxProvisioned.self) { event in ... }` hands the handler a `BoxProvisioned`, never a
/// dictionary. A store's publisher delivers outside the store's lock, after the state is updated,
/// one handler at a time. A handler may subscribe or cancel from inside a handler: a subscription
/// cancelled during a publication is not called for the rest of it, and one created during a
/// publication sees only later events. Once `cancel()` (or release) returns, its handler is never
/// called again.
public final class EventPublisher: @unchecked Sendable {
  // `@unchecked`: the handler lists are guarded by `lock`; handlers run through `gate`.
  private final class Handler: @unchecked Sendable {
    let callback = CallbackState()
    let call: (any DomainEvent) -> Void
    init(call: @escaping (any DomainEvent) -> Void) { self.call = call }
  }

  private let lock = PlainLock()
  private let gate: CallbackGate
  // Only touched under `lock`, so the dynamic exclusivity checks of a class's properties (a few
  // dozen instructions at every event) would never find anything.
  /// The handlers of each event type, by the type.
  @exclusivity(unchecked) private var handlers: [ObjectIdentifier: [Handler]] = [:]
  /// The handlers of every event (`subscribeToAll`), apart: no lookup per event.
  @exclusivity(unchecked) private var everyTypeHandlers: [Handler] = []

  /// A publisher with no subscribers, for use on its own.
  public convenience init() {
    self.init(gate: CallbackGate())
  }

  /// A store's publisher, whose handlers share the store's gate (one callback at a time).
  init(gate: CallbackGate) {
    self.gate = gate
  }

  /// Calls `handler` with every later event of type `E` until the returned subscription is released.
  public func subscribe<E: DomainEvent>(
    _ type: E.Type,
    _ handler: @escaping @Sendable (E) -> Void
  ) -> Subscription {
    let key = ObjectIdentifier(type)
    let box = Handler { event in
      if let typed = event as? E { handler(typed) }
    }
    lock.withLock { handlers[key, default: []].append(box) }
    return Subscription(gate: gate, callback: box.callback) { [weak self, weak box] in
      guard let self, let box else { return }
      self.lock.withLock { self.handlers[key]?.removeAll { $0 === box } }
    }
  }

  /// Calls `handler` with every later event of any type, until the returned subscription is
  /// released: for code that handles events generically (an app writing every event to its
  /// output with the event's own wire shape) and must not list the types.
  public func subscribeToAll(_ handler: @escaping @Sendable (any DomainEvent) -> Void) -> Subscription {
    let box = Handler(call: handler)
    lock.withLock { everyTypeHandlers.append(box) }
    return Subscription(gate: gate, callback: box.callback) { [weak self, weak box] in
      guard let self, let box else { return }
      self.lock.withLock { self.everyTypeHandlers.removeAll { $0 === box } }
    }
  }

  /// Delivers each event, in order, to the subscribers of its type, then to those of every type,
  /// on this thread.
  public func publish(_ events: [any DomainEvent]) {
    for event in events {
      let key = ObjectIdentifier(type(of: event))
      // The two lists as they are now (shared, not concatenated into a new array per event).
      let (typed, untyped) = lock.withLock { (handlers.isEmpty ? nil : handlers[key], everyTypeHandlers) }
      for receiver in typed ?? [] {
        gate.run(receiver.callback) { receiver.call(event) }
      }
      for receiver in untyped {
        gate.run(receiver.callback) { receiver.call(event) }
      }
    }
  }

  /// Whether any subscriber listens for events of type `E`.
  public func hasSubscribers<E: DomainEvent>(for type: E.Type) -> Bool {
    lock.withLock { !(handlers[ObjectIdentifier(type)]?.isEmpty ?? true) }
  }
}

import Foundation

/// Delivers typed domain events to the subscribers of their concrete type, in publication order.
///
/// `subscribe(BoxProvisioned.self) { event in ... }` hands the handler a `BoxProvisioned`, never a
/// dictionary. Handlers run on the publishing thread. A handler may subscribe or cancel from inside a
/// handler; a subscription created during a publication sees only later events. Once a
/// subscription's `cancel()` (or release) returns, its handler is never called again, because
/// cancelling waits for a publication running on another thread to finish.
public final class EventPublisher: @unchecked Sendable {
  private final class Handler {
    let call: (any DomainEvent) -> Void
    var isCancelled = false
    init(call: @escaping (any DomainEvent) -> Void) { self.call = call }
  }

  private let lock = NSRecursiveLock()
  private var handlers: [ObjectIdentifier: [Int: Handler]] = [:]
  private var order: [ObjectIdentifier: [Int]] = [:]
  private var nextID = 0

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Calls `handler` with every later event of type `E` until the returned subscription is released.
  public func subscribe<E: DomainEvent>(
    _ type: E.Type,
    _ handler: @escaping @Sendable (E) -> Void
  ) -> Subscription {
    let key = ObjectIdentifier(type)
    let box = Handler { event in
      if let typed = event as? E { handler(typed) }
    }
    let id: Int = lock.withLock {
      nextID += 1
      handlers[key, default: [:]][nextID] = box
      order[key, default: []].append(nextID)
      return nextID
    }
    return Subscription { [weak self] in self?.remove(id, key: key) }
  }

  /// Delivers each event, in order, to the subscribers of its type.
  public func publish(_ events: [any DomainEvent]) {
    guard !events.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    for event in events {
      let key = ObjectIdentifier(type(of: event))
      guard let ids = order[key], let boxes = handlers[key] else { continue }
      for id in ids {
        guard let box = boxes[id], !box.isCancelled else { continue }
        box.call(event)
      }
    }
  }

  /// Whether any subscriber listens for events of type `E`.
  public func hasSubscribers<E: DomainEvent>(for type: E.Type) -> Bool {
    lock.withLock { !(handlers[ObjectIdentifier(type)]?.isEmpty ?? true) }
  }

  private func remove(_ id: Int, key: ObjectIdentifier) {
    lock.withLock {
      handlers[key]?[id]?.isCancelled = true
      handlers[key]?[id] = nil
      order[key]?.removeAll { $0 == id }
    }
  }
}

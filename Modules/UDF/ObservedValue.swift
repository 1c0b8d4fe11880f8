import Foundation
import Observation
import Synchronization

/// A value of a store (or a scope) as an `@Observable` model for SwiftUI: a screen, or one row of
/// a list.
///
/// It subscribes once; after a dispatch changes the selected value, and after the store's lock is
/// released, it sets `value` on the main actor (at once when the delivery already runs on the main
/// thread, else in a main-actor task, in order). Views reading `value` are invalidated only when
/// it changed. Give a row its entity's `key` so a change to another row costs it nothing. No
/// SwiftUI import is needed: `Observation` is in the toolchain on every platform.
///
/// Deliveries are serial, but the main-actor side may run them late (a task) or at once (already
/// on the main thread); each update therefore sets the newest delivered value, never its own, so
/// an older update that runs last cannot win.
@MainActor
@Observable
public final class ObservedValue<Value: Equatable & Sendable> {
  /// The selected value, as of the last delivered change.
  public private(set) var value: Value
  @ObservationIgnored private var subscription: Subscription?

  /// Observes `select(slice)` of `scope`; with `key`, only dispatches that touched that entity are
  /// checked.
  public init<State, A: Action>(
    _ scope: StoreScope<State, A>,
    key: ObservationKey? = nil,
    _ select: @escaping @Sendable (State) -> Value
  ) {
    value = select(scope.state)
    let newest = Newest<Value>()
    let update: @Sendable (Value) -> Void = { [weak self] new in
      newest.put(new)
      onMainActor {
        guard let self, let value = newest.take() else { return }
        self.value = value
      }
    }
    var atRegistration: Value?
    subscription = scope.observe(key: key, select, initial: { atRegistration = $0 }, onChange: update)
    if let atRegistration { value = atRegistration }
  }

  /// Stops following the store (also done when the model is released).
  public func stop() {
    subscription?.cancel()
    subscription = nil
  }
}

/// The newest delivered value not yet set on the main actor.
private final class Newest<Value: Sendable>: Sendable {
  private let slot = Mutex<Value?>(nil)

  /// Replaces any value not yet taken.
  func put(_ value: Value) { slot.withLock { $0 = value } }

  /// The newest value, once: later takers get `nil` until the next `put`.
  func take() -> Value? { slot.withLock { $0.take() } }
}

import Foundation
import Observation

/// A value of a store (or a scope) as an `@Observable` model for SwiftUI: a screen, or one row of
/// a list.
///
/// It subscribes once; after a dispatch changes the selected value, and after the store's lock is
/// released, it sets `value` on the main actor (at once when the delivery already runs on the main
/// thread, else in a main-actor task, in order). Views reading `value` are invalidated only when
/// it changed. Give a row its entity's `key` so a change to another row costs it nothing. No
/// SwiftUI import is needed: `Observation` is in the toolchain on every platform.
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
    let update: @Sendable (Value) -> Void = { [weak self] new in
      onMainActor { self?.value = new }
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

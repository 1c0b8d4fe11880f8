/// What running effect work may use: send actions back, the injected dependencies.
public struct EffectContext<A: Action>: Sendable {
  private let sender: @Sendable (A) -> Void
  /// The store's injected dependencies (clock, ID and time source, service clients).
  public let dependencies: Dependencies

  /// A context that sends through `send`; the store makes one per effect.
  public init(dependencies: Dependencies, send: @escaping @Sendable (A) -> Void) {
    self.dependencies = dependencies
    self.sender = send
  }

  /// Dispatches `action` to the store that started the effect (nothing if the store is gone or
  /// the work was cancelled).
  public func send(_ action: A) {
    sender(action)
  }
}

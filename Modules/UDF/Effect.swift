/// Work an accepted action asks for outside the reducer, as a value: send actions, run async work
/// that may send actions back, cancel running work, run effects one after another, limit how often
/// work runs.
///
/// The reducer returns effects in its `Reduction`; the store runs them after the change is accepted
/// and outside its lock, each with the state its own action produced (also in a batch). Async work
/// runs on the store's executor with the store's injected `Dependencies` (clock, IDs, service
/// clients), so tests drive it with a manual executor and a test clock instead of sleeping.
public struct Effect<A: Action>: Sendable {
  @usableFromInline
  package enum Operation: Sendable {
    case send(A)
    case run(Run)
    case cancel(EffectID)
    /// Steps run one after another; the ID names the whole concatenation.
    case concatenate(EffectID?, [Effect<A>])
  }

  @usableFromInline
  package struct Run: Sendable {
    package let id: EffectID?
    package let cancelInFlight: Bool
    package let timing: EffectTiming
    package let body: @Sendable (EffectContext<A>) async -> Void
  }

  @usableFromInline package let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// Sends `action` to the store right after the current dispatch's callbacks.
  @inlinable
  public static func send(_ action: A) -> Effect {
    Effect(.send(action))
  }

  /// Runs async work that can send actions back through `context.send`.
  ///
  /// - Parameters:
  ///   - id: names the work so `cancel(id:)` can stop it; `nil` for work nobody cancels.
  ///   - cancelInFlight: cancel running work with the same ID (as `cancel(id:)` does) before this
  ///     one starts.
  public static func run(
    id: EffectID? = nil,
    cancelInFlight: Bool = false,
    _ body: @escaping @Sendable (EffectContext<A>) async -> Void
  ) -> Effect {
    Effect(.run(Run(id: id, cancelInFlight: cancelInFlight, timing: .now, body: body)))
  }

  /// Runs `body` once `delay` has passed on the store's clock without another effect with the same
  /// ID starting (which cancels this one): search-as-you-type, autosave.
  public static func debounce(
    id: EffectID,
    for delay: Duration,
    _ body: @escaping @Sendable (EffectContext<A>) async -> Void
  ) -> Effect {
    Effect(.run(Run(id: id, cancelInFlight: true, timing: .debounce(delay), body: body)))
  }

  /// Cancels the work with this ID, if any: running work, and steps of a concatenation still
  /// waiting for their turn. From the moment the action that returns this effect is reduced,
  /// whatever that work sends is dropped, even a result already on its way.
  public static func cancel(id: EffectID) -> Effect {
    Effect(.cancel(id))
  }

  /// The same effect for a parent's action type: what it sends is embedded with `transform`.
  public func map<B: Action>(_ transform: @escaping @Sendable (A) -> B) -> Effect<B> {
    switch operation {
    case .send(let action):
      return .send(transform(action))
    case .cancel(let id):
      return .cancel(id: id)
    case .concatenate(let id, let effects):
      return Effect<B>(.concatenate(id, effects.map { $0.map(transform) }))
    case .run(let run):
      let body = run.body
      return Effect<B>(
        .run(
          .init(
            id: run.id, cancelInFlight: run.cancelInFlight, timing: run.timing,
            body: { context in
              await body(EffectContext(dependencies: context.dependencies) { context.send(transform($0)) })
            })))
    }
  }
}

/// A registered observer: its cancellation flag and its evaluator.
///
/// `evaluate` runs under the owning store's lock right after a reduction; if the observed value
/// changed it remembers it and returns the call to make, which the store runs later, outside the
/// lock, through its `CallbackGate`. Each change is its own call, in order. The evaluator is built
/// where the value type is known (`Evaluator.make`), so it runs specialized code.
@usableFromInline
final class Observer<State>: @unchecked Sendable {
  // `@unchecked`: only `let`s; `evaluate` is not `@Sendable` (it changes the observer's `LastValue`)
  // and runs under the owning store's lock only, which the compiler cannot see.
  @usableFromInline let callback = CallbackState()
  @usableFromInline let evaluate: (State) -> (() -> Void)?

  @usableFromInline
  init(evaluate: @escaping (State) -> (() -> Void)?) {
    self.evaluate = evaluate
  }
}

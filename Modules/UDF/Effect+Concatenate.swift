extension Effect {
  /// Runs `effects` one after another: each starts only when the one before it has finished, so
  /// what they send is fed back in their order ("save, then reload"; TCA's `concatenate`).
  ///
  /// A step has finished when: a `send` was reduced; a `cancel` was applied; a `run` (or
  /// `debounce`) body returned; a `throttle` ran, or was dropped by its window; a nested
  /// concatenation finished its last step. An empty concatenation does nothing. The steps before
  /// the first `run` are taken when the concatenation is delivered, where plain sends would be
  /// (TCA's order: a send of an action that starts `.concatenate(.send(b2), .send(b3))` is
  /// followed by `b2` and `b3` before anything the sender sends next).
  ///
  /// **Cancellation ends the concatenation.** Later steps assume the earlier ones finished, so:
  /// - `cancel(id:)` with the concatenation's `id` stops the running step, whatever its own ID,
  ///   and no later step starts;
  /// - cancelling the running step by its own ID (`cancel(id:)`, `cancelInFlight`, a newer
  ///   debounce, a newer kept throttle) stops it and ends every concatenation around it;
  /// - cancelling the ID of a step still waiting for its turn lets the running step finish, then
  ///   ends the concatenation where that step would have started.
  ///
  /// Steps act when their turn comes: a step's `cancelInFlight` (or debounce) then cancels other
  /// work with its ID, never a step of its own concatenation, and a throttled step meets the
  /// window open at that time. What a cancelled concatenation sends afterwards is dropped.
  ///
  /// - Parameters:
  ///   - id: names the whole concatenation for `cancel(id:)`; `nil` if only its steps' IDs count.
  ///   - effects: the steps, in order; any effect, nested concatenations included.
  public static func concatenate(id: EffectID? = nil, _ effects: [Effect]) -> Effect {
    Effect(.concatenate(id, effects))
  }

  /// `concatenate(id:_:)` with the steps listed: `.concatenate(.send(.saving), .run { ... })`.
  public static func concatenate(id: EffectID? = nil, _ effects: Effect...) -> Effect {
    concatenate(id: id, effects)
  }
}

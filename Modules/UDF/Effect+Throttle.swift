extension Effect {
  /// Runs `body` at most once per `interval` for this ID on the store's clock: a button that
  /// refreshes, a stream of position updates a service should see once a second.
  ///
  /// - A throttled run that starts opens a window `[start, start + interval)`; the first one,
  ///   outside any window, runs at once, never delayed.
  /// - Within the window, with `latest: false`, every further one is dropped: it never runs.
  /// - Within the window, with `latest: true`, the newest one is kept (replacing, and so dropping,
  ///   one kept before) and runs when the window ends, which opens the next window.
  /// - Exactly `interval` after the start the window is over: the next one runs at once.
  ///
  /// The window is decided when the action that returns this effect is reduced (a throttled step
  /// of a concatenation: when its turn comes), with the time of the injected clock. Throttling
  /// limits how often work starts; it never cancels work that is still running. `cancel(id:)`
  /// stops the running one and drops the kept one; the window itself stays, so the limit holds.
  public static func throttle(
    id: EffectID,
    for interval: Duration,
    latest: Bool,
    _ body: @escaping @Sendable (EffectContext<A>) async -> Void
  ) -> Effect {
    Effect(.run(Run(id: id, cancelInFlight: false, timing: .throttle(interval, latest: latest), body: body)))
  }
}

/// The store's clock as durations since the runtime was made, so throttle windows are plain
/// `Duration`s whatever instant type the injected clock has.
struct Timeline: Sendable {
  /// How far the clock has moved since the timeline was made.
  let elapsed: @Sendable () -> Duration
  /// Sleeps until the clock is `offset` past the timeline's start (at once if it already is).
  let sleepUntil: @Sendable (_ offset: Duration) async throws -> Void

  init<C: Clock<Duration>>(_ clock: C) {
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleepUntil = { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
  }
}

/// When a run effect's body starts: what `run`, `debounce` and `throttle` differ in. Read only by
/// UDFStore's effect runtime.
@usableFromInline
package enum EffectTiming: Sendable {
  /// At once.
  case now
  /// After this long on the store's clock, unless a newer run with the same ID cancels it first.
  case debounce(Duration)
  /// At once outside the ID's window of this length; within it dropped, or with `latest` kept for
  /// the window's end.
  case throttle(Duration, latest: Bool)
}

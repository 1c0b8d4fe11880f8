/// Where a ride order is in its life: waiting, being driven, done, or called off.
///
/// The legal moves are few and one-way (`initial -> inProgress -> completed`, and
/// `initial|inProgress -> cancelled`), so they live here, next to the values, instead of in every
/// caller. On the wire a status is its plain name (`"inProgress"`).
public enum OrderStatus: String, Sendable, CaseIterable {
  /// Published and not yet taken by a driver.
  case initial
  /// Taken by a driver; the ride is under way.
  case inProgress
  /// The ride is over. Final.
  case completed
  /// Called off before it was completed. Final.
  case cancelled

  /// Whether an order in this status may move to `next`.
  ///
  /// Staying in the same status is not a change and is refused too, so a repeated gesture
  /// (taking an order twice) is reported instead of silently accepted.
  public func canChange(to next: OrderStatus) -> Bool {
    switch (self, next) {
    case (.initial, .inProgress), (.inProgress, .completed), (.initial, .cancelled), (.inProgress, .cancelled):
      return true
    default:
      return false
    }
  }
}

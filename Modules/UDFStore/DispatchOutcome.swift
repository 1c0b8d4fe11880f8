import UDF

/// What happened to a dispatched action (or batch).
public enum DispatchOutcome: Equatable, Sendable {
  /// Applied; its callbacks and effects have run, or are queued behind the ones running now.
  case accepted
  /// Refused; the state is exactly as it was and nothing was called.
  case rejected(Rejection)

  /// The rejection, if the action was refused.
  public var rejection: Rejection? {
    if case .rejected(let rejection) = self { return rejection }
    return nil
  }
}

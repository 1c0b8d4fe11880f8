/// What happened to a dispatched action (or batch).
///
/// `queued` is the answer for a dispatch made from inside an observer, event subscriber or effect
/// while the store is already dispatching: the action runs right after the current one, in order;
/// its own outcome then goes to the store's `queuedRejections` handler if it is refused.
public enum DispatchOutcome: Equatable, Sendable {
  /// Applied; observers, subscribers and effects have run.
  case accepted
  /// Refused; the state is exactly as it was.
  case rejected(Rejection)
  /// Re-entrant dispatch: will run right after the dispatch in progress.
  case queued

  /// The rejection, if the action was refused.
  public var rejection: Rejection? {
    if case .rejected(let rejection) = self { return rejection }
    return nil
  }
}

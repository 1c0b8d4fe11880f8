/// What the caller does after `DecodeAheadStateMachine.finish` or `stop`.
public enum FinishAction: Equatable {
  /// Wake every waiter: the news concerns them all.
  case wake
  /// The pipeline had already ended: nothing changed.
  case ignored
}

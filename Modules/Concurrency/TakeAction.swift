/// What the consumer does after `DecodeAheadStateMachine.take`.
public enum TakeAction<Batch, End> {
  /// Here is the next batch: use it, and wake the waiters (the producer has room again).
  case deliver(Batch)
  /// The next batch is not decoded yet: decode this later one outside the lock, hand it back with
  /// `decoded(ticket, batch)`, then take again.
  case decode(DecodeAheadTicket, Batch)
  /// The next batch is not there yet: wait to be woken, then take again.
  case wait
  /// The next batch is not there and the consumer's deadline passed: give up waiting.
  case nothingReady
  /// Every batch was taken and the producer finished with this.
  case end(End)
  /// The pipeline was stopped.
  case stopped
}

extension TakeAction: Equatable where Batch: Equatable, End: Equatable {}
extension TakeAction: Sendable where Batch: Sendable, End: Sendable {}

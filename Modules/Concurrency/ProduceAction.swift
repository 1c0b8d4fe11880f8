/// What the producer does after `DecodeAheadStateMachine.produce`.
public enum ProduceAction<Batch> {
  /// The batch is in: wake the waiters (a decoder or the consumer may go on).
  case wake
  /// No room: here is the batch back; wait until the consumer takes one, then produce it again.
  case full(Batch)
  /// The pipeline stopped or finished: the batch is dropped, produce no more.
  case dropped
}

extension ProduceAction: Equatable where Batch: Equatable {}
extension ProduceAction: Sendable where Batch: Sendable {}

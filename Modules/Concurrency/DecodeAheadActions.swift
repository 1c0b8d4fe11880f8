/// Names a claimed batch, so its decoded value goes back to its place in the order.
public typealias DecodeAheadTicket = Int

/// What the producer does after `DecodeAheadStateMachine.produce`.
public enum ProduceAction<Batch> {
  /// The batch is in: wake the waiters (a decoder or the consumer may go on).
  case wake
  /// No room: here is the batch back; wait until the consumer takes one, then produce it again.
  case full(Batch)
  /// The pipeline stopped or finished: the batch is dropped, produce no more.
  case dropped
}

/// What a decoder does after `DecodeAheadStateMachine.claim`.
public enum ClaimAction<Batch> {
  /// Decode this batch outside the lock, then hand it back with `decoded(ticket, batch)`.
  case decode(DecodeAheadTicket, Batch)
  /// Nothing to decode yet: wait to be woken.
  case wait
  /// Nothing to decode ever again: end the decoder.
  case exit
}

/// What a decoder does after `DecodeAheadStateMachine.decoded`.
public enum DecodedAction: Equatable {
  /// The batch is in its place: wake the waiters (the consumer may be waiting for it).
  case wake
  /// The pipeline stopped meanwhile (or the ticket was never claimed): the batch is dropped.
  case discard
}

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

/// What the caller does after `DecodeAheadStateMachine.finish` or `stop`.
public enum FinishAction: Equatable {
  /// Wake every waiter: the news concerns them all.
  case wake
  /// The pipeline had already ended: nothing changed.
  case ignored
}

extension ProduceAction: Equatable where Batch: Equatable {}
extension ClaimAction: Equatable where Batch: Equatable {}
extension TakeAction: Equatable where Batch: Equatable, End: Equatable {}
extension ProduceAction: Sendable where Batch: Sendable {}
extension ClaimAction: Sendable where Batch: Sendable {}
extension TakeAction: Sendable where Batch: Sendable, End: Sendable {}

/// What a decoder does after `DecodeAheadStateMachine.decoded`.
public enum DecodedAction: Equatable {
  /// The batch is in its place: wake the waiters (the consumer may be waiting for it).
  case wake
  /// The pipeline stopped meanwhile (or the ticket was never claimed): the batch is dropped.
  case discard
}

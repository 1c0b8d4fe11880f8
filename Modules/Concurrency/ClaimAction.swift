/// Names a claimed batch, so its decoded value goes back to its place in the order.
public typealias DecodeAheadTicket = Int

/// What a decoder does after `DecodeAheadStateMachine.claim`.
public enum ClaimAction<Batch> {
  /// Decode this batch outside the lock, then hand it back with `decoded(ticket, batch)`.
  case decode(DecodeAheadTicket, Batch)
  /// Nothing to decode yet: wait to be woken.
  case wait
  /// Nothing to decode ever again: end the decoder.
  case exit
}

extension ClaimAction: Equatable where Batch: Equatable {}
extension ClaimAction: Sendable where Batch: Sendable {}

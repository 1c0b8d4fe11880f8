extension DecodeAhead {
  /// What `next(until:)` found.
  public enum Next {
    case batch(Batch)
    /// The deadline passed before the next batch was there.
    case timedOut
    /// Every batch was taken; the producer finished with this.
    case end(End)
    /// The pipeline was stopped.
    case stopped
  }
}

extension DecodeAhead.Next: Sendable {}

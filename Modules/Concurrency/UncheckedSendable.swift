/// A value handed to other threads that Swift cannot see is safe to share: a buffer each thread
/// writes in its own disjoint range (`ConcurrentElements`, a snapshot's file read in parts).
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The value shared.
  public let value: Value

  /// Wraps `value`; the caller answers for every thread's use of it.
  @inlinable
  public init(value: Value) {
    self.value = value
  }
}

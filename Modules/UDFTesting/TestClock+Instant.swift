extension TestClock {
  /// A point on the test clock: the time since it was created.
  public struct Instant: InstantProtocol, Sendable {
    /// How far the clock had moved at this instant.
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }
}

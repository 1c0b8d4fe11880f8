/// The log of a session without `--journal`: it numbers actions and keeps nothing.
public final class MemoryLog: ActionLog {
  public private(set) var lastSeq = 0

  /// A log starting at sequence number 0.
  public init() {}

  public var wantsPayload: Bool { false }

  public func record(contentsOf payloads: [[UInt8]], count: Int) throws {
    lastSeq += count
  }

  public func commit() throws {}

  public var flushDeadline: ContinuousClock.Instant? { nil }

  public func flushIfDue() throws {}
}

/// Where accepted actions are recorded: the durable journal, or just a counter when running in memory.
///
/// The session appends each accepted action's canonical bytes, and calls `commit()` before it
/// writes the replies of a group of lines, so with `--fsync always` no reply leaves before its
/// action is durable.
public protocol ActionLog: AnyObject {
  /// The sequence number of the last accepted action (0 before the first).
  var lastSeq: Int { get }
  /// Whether `append` wants the payload bytes (the in-memory log does not, so encoding is skipped).
  var wantsPayload: Bool { get }
  /// Records one accepted action and returns its sequence number.
  func record(_ payload: [UInt8]) throws -> Int
  /// Makes everything appended so far as durable as the policy promises before replies go out.
  func commit() throws
  /// When the next time-based flush is due (`--fsync batch`), if one is pending.
  var flushDeadline: ContinuousClock.Instant? { get }
  /// Performs the time-based flush if it is due.
  func flushIfDue() throws
}

/// The log of a session without `--journal`: it numbers actions and keeps nothing.
public final class MemoryLog: ActionLog {
  public private(set) var lastSeq = 0

  /// A log starting at sequence number 0.
  public init() {}

  public var wantsPayload: Bool { false }

  public func record(_ payload: [UInt8]) throws -> Int {
    lastSeq += 1
    return lastSeq
  }

  public func commit() throws {}

  public var flushDeadline: ContinuousClock.Instant? { nil }

  public func flushIfDue() throws {}
}

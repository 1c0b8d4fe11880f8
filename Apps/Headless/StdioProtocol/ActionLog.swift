import Journal

/// Where accepted actions are recorded: the durable journal, or just a counter when running in memory.
///
/// The session hands over the canonical bytes of a group of accepted actions at once (one
/// `write()`), then calls `commit()` before it writes the replies of that group, so with
/// `--fsync always` no reply leaves before its action is durable.
public protocol ActionLog: AnyObject {
  /// The sequence number of the last accepted action (0 before the first).
  var lastSeq: Int { get }
  /// Whether `append` wants the payload bytes (the in-memory log does not, so encoding is skipped).
  var wantsPayload: Bool { get }
  /// Records accepted actions, in order, numbered from `lastSeq + 1`.
  func record(contentsOf payloads: [[UInt8]], count: Int) throws
  /// Makes everything appended so far as durable as the policy promises before replies go out.
  func commit() throws
  /// When the next time-based flush is due (`--fsync batch`), if one is pending.
  var flushDeadline: ContinuousClock.Instant? { get }
  /// Performs the time-based flush if it is due.
  func flushIfDue() throws
  /// Ends the log once the input ended and every reply is out: the journal flushes and lets go of
  /// its file and its lock.
  func close() throws
}

/// The journal as the log: each group of accepted actions is one `append` (one `write()`); its
/// `commit`, `lastSeq` and timed flush are the journal's own.
extension Journal: ActionLog {
  public var wantsPayload: Bool { true }

  public func record(contentsOf payloads: [[UInt8]], count: Int) throws {
    try append(contentsOf: payloads)
  }
}

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

  public func close() throws {}
}

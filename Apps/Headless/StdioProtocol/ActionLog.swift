import JSON

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
}

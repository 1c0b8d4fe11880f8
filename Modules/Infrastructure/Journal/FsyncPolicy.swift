/// When the journal calls fsync: the `--fsync always|batch|never` option.
///
/// Every policy writes each record with `write()` before `append` returns, so a killed process
/// loses nothing; they differ only in what a power loss can cost.
public enum FsyncPolicy: String, Sendable, CaseIterable {
  /// `commit()` fsyncs everything appended so far: a record is durable before its reply. Append a
  /// group of records (the input lines already waiting), then commit once ("group commit").
  case always
  /// fsync at least every 100 ms: `append` and `commit()` fsync when the interval has passed since
  /// the last fsync, and the app calls `flushIfDue()` when it is idle (see `Journal.flushDeadline`).
  /// A power loss can cost the records of the last interval.
  case batch
  /// Never fsync while running; the OS writes the pages back when it likes.
  case never
}

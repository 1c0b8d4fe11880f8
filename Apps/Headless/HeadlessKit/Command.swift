import Journal

/// What `superapp` was asked to do, parsed from its arguments.
public enum Command: Equatable, Sendable {
  /// Serve the stdio protocol, with an optional journal, snapshotting every N actions (0: never),
  /// reporting where the start's time went when `timings`.
  case serve(journal: String?, fsync: FsyncPolicy, snapshotEvery: Int, timings: Bool)
  /// Write a snapshot of the state after the journal's last record, and exit.
  case snapshot(journal: String)
  /// Fold the records up to the newest snapshot into the journal's base record, and exit.
  case compact(journal: String)
  /// Print the state a journal replays to (up to a sequence number) and exit.
  case replay(journal: String, until: Int?)
  /// Write the journal's time-travel inspector, one self-contained HTML file, and exit.
  case inspect(journal: String, output: String?)
  /// Print help and exit 0.
  case help
  /// Print the version and exit 0.
  case version
}

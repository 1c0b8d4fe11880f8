import App
import Journal

extension Snapshot {
  /// A snapshot found usable: the state and where the journal's replay resumes.
  public struct Found {
    /// The state after the snapshot's record (emptied by a start that replays on from it, so the
    /// replay changes the tables in place instead of copying them).
    public package(set) var state: AppState
    /// Where the journal's replay resumes.
    public let point: JournalResumePoint
    /// The snapshot's file.
    public let path: String
    /// The snapshot format it was written in.
    public let format: Int
    /// How long each step of loading it took (`superapp --timings`).
    public let timings: LoadTimings
  }

  /// How long each step of loading a usable snapshot took: what a slow start is made of.
  public struct LoadTimings: Sendable {
    /// How many bytes the file holds.
    public let bytes: Int
    /// Reading the file into memory.
    public let reading: Duration
    /// Taking its checksum and checking the journal still holds its record.
    public let checking: Duration
    /// Restoring its state through every domain's rules, its deferred work waited for.
    public let restoring: Duration
  }
}

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
  }
}

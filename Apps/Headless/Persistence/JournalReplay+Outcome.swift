import App
import UDF

extension JournalReplay {
  /// A record this app cannot replay: not JSON, not an action, missing an ID or time, or refused.
  public struct Mismatch: Error, CustomStringConvertible {
    public let description: String
  }

  /// What one record did to the state.
  public enum Outcome {
    /// The action was accepted again: what it did (replay drops the events and effects; the
    /// inspector shows them).
    case applied(AppAction, Reduction<AppAction>)
    /// Today's rules refuse the recorded action; the state is unchanged.
    case refused(AppAction, Rejection)
    /// A compacted journal's base record: the state was replaced by the one it holds.
    case base
  }
}

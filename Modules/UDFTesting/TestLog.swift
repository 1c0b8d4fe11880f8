import Concurrency
import UDF
import UDFStore

/// What the store under test reduced, in reduction order (its reduce step logs here, under its
/// lock): each action, with the state after it and its events, or why it was refused. The test
/// store's own action is the first entry its dispatch adds; the rest are its reactions and what
/// effects sent.
final class TestLog<State: Sendable, A: Action>: Sendable {
  struct Entry: Sendable {
    var action: A
    /// Why it was refused; the state did not change.
    var rejection: Rejection?
    /// The state right after the action (nil when refused).
    var state: State?
    var events: [any DomainEvent]
  }

  private let all = Locked<[Entry]>([])

  /// Called by the store's reduce step: `action` was refused and changed nothing.
  func refused(_ action: A, _ rejection: Rejection) {
    all.withLock { $0.append(Entry(action: action, rejection: rejection, state: nil, events: [])) }
  }

  /// Called by the store's reduce step with the action it reduced and each reaction that ran in
  /// the same dispatch, in that order (reactions are received like the actions effects send).
  func reduced(_ entries: [Entry]) {
    all.withLock { $0 += entries }
  }

  func entries(from start: Int) -> [Entry] {
    all.withLock { all in Array(all[min(start, all.count)...]) }
  }
}

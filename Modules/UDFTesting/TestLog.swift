import Concurrency
import UDF
import UDFStore

/// What the store under test reduced, in reduction order (its check and apply steps log here,
/// under its lock): each action, with the state after it and its events, or why it was refused.
/// The test store's own action is the first entry its dispatch adds; the rest came from effects.
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

  /// Called by the store's check step when it accepted `action`; `applied` completes the entry.
  func checked(_ action: A) {
    all.withLock { $0.append(Entry(action: action, rejection: nil, state: nil, events: [])) }
  }

  /// Called by the store's check step when it refused `action`.
  func refused(_ action: A, _ rejection: Rejection) {
    all.withLock { $0.append(Entry(action: action, rejection: rejection, state: nil, events: [])) }
  }

  /// Called by the store's apply step, right after `checked` for the same action.
  func applied(state: State, events: [any DomainEvent]) {
    all.withLock { all in
      guard let last = all.indices.last else { return }
      all[last].state = state
      all[last].events = events
    }
  }

  func entries(from start: Int) -> [Entry] {
    all.withLock { all in Array(all[min(start, all.count)...]) }
  }
}

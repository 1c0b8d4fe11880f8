import Concurrency
import Foundation
import Testing
import UDF
import UDFStore

/// A store for tests of a feature through its store: send actions, assert every change, every
/// action effects feed back and every published event, with no sleeping.
///
/// Effects run on a `ManualExecutor` the test store drains after each step, and its `clock` is a
/// `TestClock`, so debounce and timers move only with `advance(by:)`. Exhaustive by default: a
/// state change not described, a fed-back action or event not asserted, or an effect still running
/// at `finish()` is a test failure, with a field-by-field diff for states.
///
///     let store = TestStore(initialState: screen, reducer: ItemsListScreen.self) { $0[ItemsServerKey.self] = server }
///     store.send(.saveDidTap(request: id)) {
///       $0.list = ItemsListState(selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: id, items: ids))
///     }
///     store.receive(.saveDidSucceed(request: id)) { $0.list = ItemsListState() }
///     store.finish()
///
/// (ItemsList's `ScreenTestStoreTests` makes these calls.)
public final class TestStore<State: Equatable & Sendable, A: Action & Equatable> {
  /// The store under test.
  public let store: Store<State, A>
  /// The clock effects sleep on; it moves only with `advance(by:)`.
  public let clock = TestClock()
  /// Where effects run; drained after every step.
  public let executor = ManualExecutor()
  /// Exhaustive (the default) asserts everything; non-exhaustive checks only what the test names.
  public var isExhaustive: Bool

  private let log = TestLog<State, A>()
  private var expected: State
  private var received: [TestLog<State, A>.Entry] = []
  private var cursor = 0
  private var events: [any DomainEvent] = []
  private var isFinished = false
  private let createdAt: SourceLocation

  /// A test store running `reducer` from `initialState`; `dependencies` plugs in the services the
  /// effects use (the clock is already the test store's `clock`).
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R.Type,
    exhaustive: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation,
    dependencies configure: (inout Dependencies) -> Void = { _ in }
  ) where R.State == State, R.Action == A {
    self.init(
      initialState: initialState,
      reduce: { action, state, reduction, _ throws(Rejection) in
        try R.reduce(action, into: &state, &reduction)
      }, route: nil, exhaustive: exhaustive, sourceLocation: sourceLocation, dependencies: configure)
  }

  /// A test store running a root whose modules react to each other's events (the App): each
  /// reaction a sent action sets off is received, in order, with the state after it, like an
  /// action an effect sent back (`receive`, or `receive(_:refusedWith:)` for a refused one).
  public convenience init<R: ReactingReducer>(
    initialState: State,
    reducer: R.Type,
    exhaustive: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation,
    dependencies configure: (inout Dependencies) -> Void = { _ in }
  ) where R.State == State, R.Action == A {
    self.init(
      initialState: initialState,
      reduce: { action, state, reduction, reactions throws(Rejection) in
        try R.reduce(action, into: &state, &reduction, reactions: &reactions)
      }, route: R.route, exhaustive: exhaustive, sourceLocation: sourceLocation, dependencies: configure)
  }

  private typealias Step = (A, inout State, inout Reduction<A>) throws(Rejection) -> Void

  private init(
    initialState: State,
    reduce: @escaping (A, inout State, inout Reduction<A>, inout [Reacted<A>]) throws(Rejection) -> Void,
    route: Step?,
    exhaustive: Bool,
    sourceLocation: SourceLocation,
    dependencies configure: (inout Dependencies) -> Void
  ) {
    var dependencies = Dependencies()
    dependencies.clock = clock
    configure(&dependencies)
    let log = log
    store = Store(
      initialState: initialState,
      reduce: { state, action, reduction throws(Rejection) in
        let before = state
        var reactions: [Reacted<A>] = []
        do throws(Rejection) {
          try reduce(action, &state, &reduction, &reactions)
        } catch {
          log.refused(action, error)
          throw error
        }
        log.reduced(Self.steps(action, from: before, to: state, reduction, reactions, route: route))
      },
      dependencies: dependencies, executor: executor, effectActions: nil)
    expected = initialState
    isExhaustive = exhaustive
    createdAt = sourceLocation
  }

  /// The log's entries for one accepted dispatch: the action with the state and events after it,
  /// then each reaction with its own (rebuilt by routing each one alone from the state before,
  /// which gives what the dispatch did, reducers being pure).
  private static func steps(
    _ action: A, from before: State, to after: State, _ reduction: Reduction<A>, _ reactions: [Reacted<A>],
    route: Step?
  ) -> [TestLog<State, A>.Entry] {
    guard let route, !reactions.isEmpty else {
      return [.init(action: action, rejection: nil, state: after, events: reduction.events)]
    }
    var state = before
    var own = Reduction<A>()
    try? route(action, &state, &own)
    var entries = [TestLog<State, A>.Entry(action: action, rejection: nil, state: state, events: own.events)]
    for reacted in reactions {
      var step = Reduction<A>()
      if let refusal = reacted.refusal {
        let refused = reduction.events.compactMap { $0 as? ReactionRefused }.filter { $0.rejection == refusal }
        entries.append(.init(action: reacted.action, rejection: refusal, state: nil, events: Array(refused.prefix(1))))
      } else {
        try? route(reacted.action, &state, &step)
        entries.append(.init(action: reacted.action, rejection: nil, state: state, events: step.events))
      }
    }
    return entries
  }

  deinit {
    if !isFinished { check(atEnd: createdAt) }
  }

  /// Sends `action`, which must be accepted, and checks the state after it against the last
  /// asserted state changed by `update`. Effects it starts run until they wait.
  @discardableResult
  public func send(
    _ action: A,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) -> DispatchOutcome {
    if isExhaustive { checkNothingPending("before sending \(action)", sourceLocation) }
    let outcome = store.dispatch(action)
    let own = log.entries(from: cursor).first
    cursor += 1
    if let rejection = outcome.rejection {
      Issue.record(
        "expected \(action) to be accepted, but it was refused: \(rejection)", sourceLocation: sourceLocation)
    } else {
      if let state = own?.state { expect(state, after: "\(action)", update, sourceLocation) }
      events += own?.events ?? []
    }
    collectReceived()
    return outcome
  }

  /// Sends `action`, which must be refused with `code`, and checks that nothing changed.
  public func send(_ action: A, refusedWith code: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if isExhaustive { checkNothingPending("before sending \(action)", sourceLocation) }
    let outcome = store.dispatch(action)
    cursor += 1
    if let rejection = outcome.rejection {
      if rejection.code != code {
        Issue.record("expected \(action) to be refused with \(code), got \(rejection)", sourceLocation: sourceLocation)
      }
      checkRefusalLeftStateEqual(expected, store.state, action: "\(action)", sourceLocation: sourceLocation)
    } else {
      Issue.record("expected \(action) to be refused with \(code), but it was accepted", sourceLocation: sourceLocation)
      expected = store.state
    }
    collectReceived()
  }

  /// Asserts that the next action an effect fed back is `action` and checks the state after it.
  /// Non-exhaustive, earlier fed-back actions that do not match are skipped.
  public func receive(
    _ action: A,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) {
    collectReceived()
    if !isExhaustive, let index = received.firstIndex(where: { $0.action == action }) {
      received.removeFirst(index)
    }
    guard !received.isEmpty else {
      Issue.record("expected to receive \(action), but no effect sent an action", sourceLocation: sourceLocation)
      return
    }
    let entry = received.removeFirst()
    guard entry.action == action else {
      Issue.record(
        "expected to receive \(action), received \(String(describing: entry.action))", sourceLocation: sourceLocation)
      return
    }
    if let rejection = entry.rejection {
      Issue.record("received \(action), but it was refused: \(rejection)", sourceLocation: sourceLocation)
      return
    }
    if let state = entry.state { expect(state, after: "received \(action)", update, sourceLocation) }
    events += entry.events
  }

  /// Asserts that the next action received (a reaction) is `action`, refused with `code`; a
  /// refused reaction changed nothing, and its `ReactionRefused` event is asserted with it.
  public func receive(_ action: A, refusedWith code: String, sourceLocation: SourceLocation = #_sourceLocation) {
    collectReceived()
    if !isExhaustive, let index = received.firstIndex(where: { $0.action == action }) {
      received.removeFirst(index)
    }
    guard !received.isEmpty else {
      Issue.record(
        "expected to receive \(action) refused with \(code), but nothing was received", sourceLocation: sourceLocation)
      return
    }
    let entry = received.removeFirst()
    guard entry.action == action, let rejection = entry.rejection else {
      let accepted = entry.rejection == nil ? " (accepted)" : ""
      Issue.record(
        "expected to receive \(action) refused with \(code), received \(String(describing: entry.action))\(accepted)",
        sourceLocation: sourceLocation)
      return
    }
    if rejection.code != code {
      Issue.record("expected \(action) to be refused with \(code), got \(rejection)", sourceLocation: sourceLocation)
    }
  }

  /// Asserts that the next published event is `event`. Non-exhaustive, earlier events of other
  /// values are skipped.
  public func expectEvent<E: DomainEvent & Equatable>(_ event: E, sourceLocation: SourceLocation = #_sourceLocation) {
    if !isExhaustive, let index = events.firstIndex(where: { ($0 as? E) == event }) {
      events.removeFirst(index)
    }
    guard !events.isEmpty else {
      Issue.record("expected event \(event), but none was published", sourceLocation: sourceLocation)
      return
    }
    let next = events.removeFirst()
    if (next as? E) != event {
      Issue.record("expected event \(event), got \(next)", sourceLocation: sourceLocation)
    }
  }

  /// Moves the test clock and runs the effects that were waiting for it; what they send is then
  /// asserted with `receive`.
  ///
  /// The clock stops at every deadline on the way and the effects run there before it moves on,
  /// as they would on a real clock: a step of a concatenation that starts sleeping when the one
  /// before it wakes, or a throttle window opened at the end of the last, is woken in the same
  /// advance if its deadline comes before the end.
  public func advance(by duration: Duration) {
    let end = clock.now.advanced(by: duration)
    executor.runUntilIdle()
    while let next = clock.nextDeadline, next <= end {
      clock.advance(to: next)
      executor.runUntilIdle()
    }
    clock.advance(to: end)
    collectReceived()
  }

  /// Ends the test: exhaustive, fails if an effect is still running or a fed-back action or an
  /// event was not asserted.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    isFinished = true
    check(atEnd: sourceLocation)
  }

  // MARK: - Checking

  private func expect(
    _ actual: State,
    after step: String,
    _ update: (inout State) -> Void,
    _ sourceLocation: SourceLocation
  ) {
    var wanted = isExhaustive ? expected : actual
    update(&wanted)
    if wanted != actual {
      let lines = stateDiff(wanted, actual)
      let detail = lines.isEmpty ? "states differ but no field diff was found" : lines.joined(separator: "\n")
      Issue.record("state after \(step) is not as expected:\n\(detail)", sourceLocation: sourceLocation)
    }
    expected = actual
  }

  /// Runs the effects until they wait and takes what they sent since the last step.
  private func collectReceived() {
    executor.runUntilIdle()
    let new = log.entries(from: cursor)
    cursor += new.count
    received += new
  }

  private func checkNothingPending(_ when: String, _ sourceLocation: SourceLocation) {
    collectReceived()
    if !received.isEmpty {
      let actions = received.map { String(describing: $0.action) }.joined(separator: ", ")
      Issue.record("\(when): fed-back actions not received: \(actions)", sourceLocation: sourceLocation)
      // Dropped, but they changed the state: what follows is checked from there, not reported again.
      if let state = received.last(where: { $0.state != nil })?.state { expected = state }
      received.removeAll()
    }
    if !events.isEmpty {
      Issue.record("\(when): events not asserted: \(events)", sourceLocation: sourceLocation)
      events.removeAll()
    }
  }

  private func check(atEnd sourceLocation: SourceLocation) {
    guard isExhaustive else { return }
    checkNothingPending("at the end of the test", sourceLocation)
    if store.activeEffectCount > 0 {
      Issue.record(
        "at the end of the test \(store.activeEffectCount) effect(s) are still running; cancel them or advance the clock",
        sourceLocation: sourceLocation)
    }
  }
}

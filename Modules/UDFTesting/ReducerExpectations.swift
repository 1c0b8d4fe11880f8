import Testing
import UDF
import UDFStore

/// Applies `action` to `state` and records a test issue, with a field-by-field diff, unless the
/// result equals `expected`. Returns what the reducer returned (events), or `nil` if it refused.
///
/// This is the exhaustive check of reducer tests: the whole state is compared, so a reducer that
/// changes one field too many fails.
@discardableResult
public func expectReduce<State: Equatable, A, Output>(
  _ reducer: (inout State, A) throws(Rejection) -> Output,
  from state: State,
  _ action: A,
  to expected: State,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Output? {
  var actual = state
  let output: Output
  do {
    output = try reducer(&actual, action)
  } catch {
    Issue.record("expected \(action) to be accepted, but it was refused: \(error)", sourceLocation: sourceLocation)
    return nil
  }
  if actual != expected {
    let lines = stateDiff(expected, actual)
    let detail = lines.isEmpty ? "states differ but no field diff was found" : lines.joined(separator: "\n")
    Issue.record("state after \(action) differs from the expected state:\n\(detail)", sourceLocation: sourceLocation)
  }
  return output
}

/// Like `expectReduce(_:from:_:to:)`, with the expected state described by mutating a copy of the
/// starting state (for states whose fields the test can write).
@discardableResult
public func expectReduce<State: Equatable, A, Output>(
  _ reducer: (inout State, A) throws(Rejection) -> Output,
  from state: State,
  _ action: A,
  changing change: (inout State) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Output? {
  var expected = state
  change(&expected)
  return expectReduce(reducer, from: state, action, to: expected, sourceLocation: sourceLocation)
}

/// Records a test issue unless `action` is refused with `code` and leaves the state exactly as it was.
@discardableResult
public func expectRejection<State: Equatable, A, Output>(
  _ reducer: (inout State, A) throws(Rejection) -> Output,
  from state: State,
  _ action: A,
  code: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Rejection? {
  var actual = state
  do {
    _ = try reducer(&actual, action)
    Issue.record("expected \(action) to be refused with \(code), but it was accepted", sourceLocation: sourceLocation)
    return nil
  } catch {
    if error.code != code {
      Issue.record("expected rejection \(code), got \(error.code): \(error.message)", sourceLocation: sourceLocation)
    }
    if actual != state {
      let lines = stateDiff(state, actual).joined(separator: "\n")
      Issue.record("refused \(action) changed the state:\n\(lines)", sourceLocation: sourceLocation)
    }
    return error
  }
}

/// Records a test issue unless a refused action left the state equal to the state before it, with
/// the fields that differ: the one check any randomized test runs after every refusal.
public func checkRefusalLeftStateEqual<State: Equatable>(
  _ before: State,
  _ after: State,
  action: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard before != after else { return }
  let lines = stateDiff(before, after).joined(separator: "\n")
  Issue.record("refused \(action) changed the state:\n\(lines)", sourceLocation: sourceLocation)
}

/// Dispatches `action` to `store`; if it is refused, checks that the state is exactly as before.
@discardableResult
public func dispatchCheckingRefusal<State: Equatable & Sendable, A: Action>(
  _ store: Store<State, A>,
  _ action: A,
  sourceLocation: SourceLocation = #_sourceLocation
) -> DispatchOutcome {
  let before = store.state
  let outcome = store.dispatch(action)
  if outcome.rejection != nil {
    checkRefusalLeftStateEqual(before, store.state, action: "\(action)", sourceLocation: sourceLocation)
  }
  return outcome
}

/// The shape of every reducer: apply an action to state in place, or refuse it and leave state as it was.
///
/// Reducers are pure: no clock, randomness or I/O. Anything that varies travels inside the action.
/// A reducer that throws must not have changed `state`; validate first, then mutate.
public typealias Reducer<State, A: Action> = (inout State, A) throws(Rejection) -> Void

/// A reducer that also reports the domain events its accepted action caused.
///
/// Events are data the reducer returns, so publishing them stays outside the pure function; the
/// store publishes them after the state is updated.
public typealias EventReducer<State, A: Action> = (inout State, A) throws(Rejection) -> [any DomainEvent]

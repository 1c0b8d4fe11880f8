import UDF

/// Runs `apply` on `state` with a fresh `Reduction` and returns what it recorded:
/// `recordedApply(to: &state) { $0.apply(move, &$1) }`.
///
/// Why: a domain's checked changes (`checkCanPut`, `checkStatusChange`, …) are applied by the
/// mediators that asked for them; a domain's own tests play that mediator, check then apply, and
/// look at the events and touched entities the apply recorded.
public func recordedApply<A: Action, State>(
  to state: inout State, _ apply: (inout State, inout Reduction<A>) -> Void
) -> Reduction<A> {
  var reduction = Reduction<A>()
  apply(&state, &reduction)
  return reduction
}

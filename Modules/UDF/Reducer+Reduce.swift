extension Reducer {
  /// Checks and applies `action`, returning everything it did; throws and changes nothing if refused.
  ///
  /// For composition and reducer tests: `expectReduce(ItemsState.reduce, from: state, action, to: expected)`.
  @inlinable
  @discardableResult
  public static func reduce(_ state: inout State, _ action: Action) throws(Rejection) -> Reduction<Action> {
    var reduction = Reduction<Action>()
    try reduce(action, into: &state, &reduction)
    return reduction
  }
}

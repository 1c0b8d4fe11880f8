import App
import Testing
import UDF
import UDFTesting
import UDFWire

/// The App's reactions and wire names, whatever modules it has (nothing here names a module): a
/// dispatch is its action's own route followed by each reaction's, in the recorded order; a
/// refused reaction changed nothing and is reported; every action's name is owned by its module.
@Suite struct AppReactionTests {
  static let seeds: [UInt64] = [7, 0xBEEF]
  static let stepsPerSeed = 3_000

  @Test func aDispatchIsItsRouteThenEachReactionsRouteAndARefusalIsReported() {
    var reactionsSeen = 0
    for seed in Self.seeds {
      var actions = RandomWireActions(
        examples: AppState.modules.flatMap(\.examples), decoders: AppAction.wireDecoders, seed: seed)
      var state = AppState()
      for step in 1...Self.stepsPerSeed {
        let action = actions.next()
        let before = state
        var reduction = Reduction<AppAction>()
        var reactions: [Reacted<AppAction>] = []
        guard (try? AppState.reduce(action, into: &state, &reduction, reactions: &reactions)) != nil else { continue }
        reactionsSeen += reactions.count
        if let broken = Self.stepsDiffer(action, from: before, to: state, reduction, reactions) {
          Issue.record("seed \(seed) step \(step), \(action.wireName): \(broken)")
          return
        }
      }
    }
    print("AppReactionTests: \(reactionsSeen) reactions ran in \(Self.seeds.count * Self.stepsPerSeed) steps")
  }

  /// Rebuilds the dispatch one route at a time from `before`; what differs from `after`, or `nil`.
  static func stepsDiffer(
    _ action: AppAction, from before: AppState, to after: AppState, _ reduction: Reduction<AppAction>,
    _ reactions: [Reacted<AppAction>]
  ) -> String? {
    var state = before
    var steps = Reduction<AppAction>()
    do {
      try AppState.route(action, into: &state, &steps)
    } catch {
      return "its own route refused it (\(error)) where the dispatch accepted it"
    }
    for reacted in reactions {
      let unchanged = state
      do {
        try AppState.route(reacted.action, into: &state, &steps)
        if let refusal = reacted.refusal { return "\(reacted.action.wireName) was recorded refused (\(refusal))" }
      } catch {
        guard reacted.refusal == error else { return "\(reacted.action.wireName) refused with \(error) alone" }
        guard state == unchanged else { return "the refused \(reacted.action.wireName) changed the state" }
        steps.publish(ReactionRefused(action: reacted.action.wireName, rejection: error))
      }
    }
    if state != after { return "the routes one by one give another state" }
    let refused = reduction.events.compactMap { $0 as? ReactionRefused }
    if refused.count != reactions.filter({ $0.refusal != nil }).count {
      return "\(refused.count) reaction.refused events for the refusals \(reactions)"
    }
    if recorded(steps.events) != recorded(reduction.events) { return "the events differ: \(reduction.events)" }
    return nil
  }

  @Test func everyActionsWireNameIsOwnedByItsModuleAndNoOther() {
    for module in AppState.modules {
      for decoder in module.decoders {
        #expect(
          module.owns(decoder.name), "\(decoder.name) is outside \(module.name)'s prefixes \(module.wirePrefixes)")
        let owners = AppState.modules.filter { $0.owns(decoder.name) }.map(\.name)
        #expect(owners == [module.name], "\(decoder.name) is owned by \(owners)")
      }
      #expect(module.decoders.isEmpty || !module.wirePrefixes.isEmpty, "\(module.name) owns no wire names")
    }
  }
}

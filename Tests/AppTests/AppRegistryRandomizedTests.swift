import App
import Testing
import UDF
import UDFTesting
import UDFWire

/// Seeded runs of random actions of every registered kind (`RandomWireActions` over the modules'
/// examples): nothing here names a module, so a module's new action and state are checked as soon
/// as they are registered.
///
/// After every step: a refused action changed nothing. At checkpoints: replaying the accepted
/// actions gives the live state and events, and the state written in its stored shape restores to
/// itself through every registered part. At the end: every registered action was accepted at least
/// once, so a module whose example never applies fails here.
@Suite struct AppRegistryRandomizedTests {
  static let seeds: [UInt64] = [1, 2, 3, 0xFEED_BEEF]
  static let stepsPerSeed = 4_000
  static let checkpoints: Set<Int> = [250, 1_500, stepsPerSeed]

  @Test func everyRegisteredActionKeepsTheStoreRules() {
    var accepted: [String: Int] = [:]
    for seed in Self.seeds {
      guard run(seed: seed, accepted: &accepted) else { return }
    }
    for decoder in AppAction.wireDecoders {
      #expect(accepted[decoder.name, default: 0] > 0, "\(decoder.name) was never accepted: \(accepted)")
    }
  }

  private func run(seed: UInt64, accepted: inout [String: Int]) -> Bool {
    var actions = RandomWireActions(
      examples: AppState.modules.flatMap(\.examples), decoders: AppAction.wireDecoders, seed: seed)
    var state = AppState()
    var journal: [AppAction] = []
    var published: [RecordedEvent] = []
    for step in 1...Self.stepsPerSeed {
      let action = actions.next()
      let before = state
      do {
        let reduction = try AppState.reduce(&state, action)
        accepted[action.wireName, default: 0] += 1
        journal.append(action)
        published += recorded(reduction.events)
      } catch {
        guard state == before else {
          Issue.record("seed \(seed) step \(step): \(action) refused with \(error.code) but changed the state")
          return false
        }
      }
      guard Self.checkpoints.contains(step) else { continue }
      if let mismatch = AppInvariants.replayMismatch(journal, events: published, live: state) {
        Issue.record("seed \(seed) step \(step): \(mismatch)")
        return false
      }
      do {
        let restored = try WireRecord(of: state).read(AppState.init(restoring:))
        guard restored == state else {
          Issue.record("seed \(seed) step \(step): the stored shape restores to another state")
          return false
        }
      } catch {
        Issue.record("seed \(seed) step \(step): the stored shape does not restore: \(error)")
        return false
      }
    }
    return true
  }
}

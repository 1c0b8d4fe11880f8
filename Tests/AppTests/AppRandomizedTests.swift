import App
import Foundation
import Items
import ItemsList
import Provisioning
import TakeOrder
import Testing
import UDF
import UDFTesting
import User

/// Long seeded runs of every app action, valid and invalid, checking the cross-module rules after
/// every step and determinism by replay.
@Suite struct AppRandomizedTests {
  static let seeds: [UInt64] = [
    0xA11C_E5ED, 0x5EED_0001, 0x5EED_0002, 0xBADC_0FFE, 0x0DDB_A11, 0xFACE_FEED, 0x1234_5678, 0xC0FF_EE00,
    0x7777_7777, 0x2024_1111,
  ]
  static let stepsPerSeed = 10_000
  static let checkpoints: Set<Int> = [500, 2_500, 6_000, stepsPerSeed]

  /// What a run reached, so a generator that stops producing some case fails the test.
  struct Coverage {
    var steps = 0
    var accepted: [String: Int] = [:]
    var refusals: [String: Int] = [:]
  }

  @Test func randomActionsKeepEveryCrossModuleRule() {
    var coverage = Coverage()
    let started = ContinuousClock.now
    for seed in Self.seeds {
      guard run(seed: seed, coverage: &coverage) else { return }
    }
    let elapsed = ContinuousClock.now - started
    print("AppRandomizedTests: \(coverage.steps) steps over \(Self.seeds.count) seeds in \(elapsed)")
    #expect(coverage.steps >= 100_000)
    let kinds = [
      "user.didLoad", "driver.didLoad", "orders.didLoad", "items.didLoad", "item.create", "item.changeTitle",
      "item.addTag", "item.removeTag", "item.markCompleted", "itemsList.didSelectItem", "itemsList.didCloseDetails",
      "itemsList.saveDidTap", "items.saveDidSucceed", "items.saveDidFail", "itemsList.assignToMeDidTap",
      "takeOrder.didTap", "trip.complete", "order.cancel", "provisioning.provisionBox", "provisioning.provisionItem",
      "provisioning.moveItem",
    ]
    for kind in kinds {
      #expect(coverage.accepted[kind, default: 0] >= 20, "too few accepted \(kind): \(coverage.accepted)")
    }
    let codes = [
      "notFound", "alreadyExists", "emptyTitleIsNotAllowed", "titleTooLong", "maximumTagsCountReached",
      "invalidField", "illegalStatusTransition", "driverBusy", "driverNotLoaded", "userNotLoaded",
      "noTripInProgress", "alreadySaving", "noSaveInProgress", "unknownRequest",
    ]
    for code in codes {
      #expect(coverage.refusals[code, default: 0] > 0, "never refused with \(code): \(coverage.refusals)")
    }
  }

  /// One seeded run from an empty state; `false` once a rule broke (the issue is recorded).
  private func run(seed: UInt64, coverage: inout Coverage) -> Bool {
    var actions = RandomAppActions(seed: seed)
    var state = AppState()
    var journal: [AppAction] = []
    var published: [RecordedEvent] = []
    for step in 1...Self.stepsPerSeed {
      let action = actions.next(in: state)
      let before = state
      // Built only when a rule broke: describing an action is far dearer than the step itself.
      func context() -> String { "seed \(seed), step \(step): \(action)" }
      coverage.steps += 1
      do {
        let reduction = try AppState.reduce(&state, action)
        coverage.accepted[Self.kind(action), default: 0] += 1
        journal.append(action)
        published += recorded(reduction.events)
        if let broken = AppInvariants.brokenByAccepted(action, before: before, after: state, reduction: reduction) {
          Issue.record("\(broken) (\(context()))")
          return false
        }
      } catch {
        coverage.refusals[error.code, default: 0] += 1
        guard state == before else {
          let diff = stateDiff(before, state).joined(separator: "\n")
          Issue.record("refused with \(error.code) but changed the state:\n\(diff)\n(\(context()))")
          return false
        }
      }
      if let broken = AppInvariants.broken(in: state) {
        Issue.record("\(broken) (\(context()))")
        return false
      }
      if Self.checkpoints.contains(step),
        let mismatch = AppInvariants.replayMismatch(journal, events: published, live: state)
      {
        Issue.record("\(mismatch) (seed \(seed), replaying \(journal.count) actions up to step \(step))")
        return false
      }
    }
    return true
  }

  /// The action's kind for coverage counts: its wire name.
  private static func kind(_ action: AppAction) -> String { action.wireName }
}

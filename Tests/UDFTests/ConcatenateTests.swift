import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects `Effect.concatenate`: each step starts only when the one before it has finished, so
/// what the steps send comes back in their order; cancelling the concatenation's ID, or the ID of
/// its running step, stops that step and no later step starts; cancelling the ID of a step still
/// waiting lets the running one finish and ends the concatenation there; an empty concatenation
/// does nothing; nested concatenations run in place, in order.
///
/// Everything runs through a `TestStore` on its test clock: `log` is what the effects sent so far,
/// received or not, so a step that started too early shows there.
@Suite struct ConcatenateTests {
  @Test func eachStepStartsOnlyAfterThePreviousOneFinishedAndItsActionsComeBackInOrder() {
    let store = makePlanStore()
    store.start(.chain([.work("A", seconds: 1), .work("B", seconds: 2), .say("C")]))
    store.receiveLogged(.began("A"))
    #expect(store.clock.sleeperCount == 1, "B waits for A")
    #expect(store.store.activeEffectCount == 1, "a concatenation counts once")

    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("A"), .began("B"))
    store.advance(by: .milliseconds(1_999))
    #expect(store.log == ["began A", "ended A", "began B"], "C waits for B")
    store.advance(by: .milliseconds(1))
    store.receiveLogged(.ended("B"), .said("C"))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func oneAdvanceWakesEachStepInTurnWhenTheirDeadlinesFallWithinIt() {
    let store = makePlanStore()
    store.start(.chain([.work("A", seconds: 1), .work("B", seconds: 1), .work("C", seconds: 1)]))
    store.receiveLogged(.began("A"))
    // B starts sleeping at 1 s, when A wakes, and is due at 2 s; C at 3 s, after the advance.
    store.advance(by: .milliseconds(2_500))
    store.receiveLogged(.ended("A"), .began("B"), .ended("B"), .began("C"))
    store.advance(by: .milliseconds(500))
    store.receiveLogged(.ended("C"))
    store.finish()
  }

  @Test func cancellingTheConcatenationsIDStopsTheRunningStepAndTheRestNeverStart() {
    let store = makePlanStore()
    store.start(.chain(id: "chain", [.work("A", id: "a"), .work("B"), .say("C")]))
    store.receiveLogged(.began("A"))
    store.advance(by: .milliseconds(500))
    store.start(.cancel("chain"))
    #expect(store.clock.sleeperCount == 0, "A's sleep was cancelled")
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["began A"])
    store.finish()
  }

  @Test func cancellingTheRunningStepsIDEndsTheConcatenation() {
    let store = makePlanStore()
    store.start(.chain([.work("A", id: "a"), .work("B"), .say("C")]))
    store.receiveLogged(.began("A"))
    store.start(.cancel("a"))
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["began A"])
    store.finish()
  }

  @Test func cancellingAWaitingStepsIDLetsTheRunningStepFinishAndEndsTheConcatenationThere() {
    let store = makePlanStore()
    store.start(.chain([.work("A"), .work("B", id: "b"), .say("C")]))
    store.receiveLogged(.began("A"))
    store.start(.cancel("b"))
    #expect(store.store.activeEffectCount == 1, "A still runs")
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("A"))
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["began A", "ended A"])
    store.finish()
  }

  @Test func aCancelledIDDeepInANestedConcatenationStillToComeEndsItThere() {
    let store = makePlanStore()
    store.start(.chain([.work("A"), .chain([.say("B"), .work("C", id: "c"), .say("D")]), .say("E")]))
    store.receiveLogged(.began("A"))
    store.start(.cancel("c"))
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("A"), .said("B"))
    store.advance(by: .seconds(10))
    #expect(store.log == ["began A", "ended A", "B"])
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func anEmptyConcatenationDoesNothingAndAnEmptyStepIsSkipped() {
    let store = makePlanStore()
    store.start(.chain([]))
    #expect(store.store.activeEffectCount == 0)
    store.start(.chain(id: "empty", [.chain([]), .say("A"), .chain(id: "inner", [])]))
    store.receiveLogged(.said("A"))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func nestedConcatenationsRunInPlaceInOrder() {
    let store = makePlanStore()
    store.start(.chain([.say("A"), .chain([.work("B"), .chain([.say("C")]), .work("D")]), .say("E")]))
    store.receiveLogged(.said("A"), .began("B"))
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("B"), .said("C"), .began("D"))
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("D"), .said("E"))
    store.finish()
  }

  @Test func cancellingANestedConcatenationsIDEndsTheOneAroundItToo() {
    let store = makePlanStore()
    store.start(.chain([.chain(id: "inner", [.work("A"), .say("B")]), .say("C")]))
    store.receiveLogged(.began("A"))
    store.start(.cancel("inner"))
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["began A"])
    store.finish()
  }

  @Test func aCancelStepCancelsOtherWorkWhenItsTurnComes() {
    let store = makePlanStore()
    store.start(.work("X", id: "x", seconds: 5))
    store.receiveLogged(.began("X"))
    store.start(.chain([.work("A"), .cancel("x"), .say("B")]))
    store.receiveLogged(.began("A"))
    #expect(store.clock.sleeperCount == 2, "X still sleeps while A runs")
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("A"), .said("B"))
    #expect(store.clock.sleeperCount == 0, "the cancel step stopped X")
    store.advance(by: .seconds(10))
    store.finish()
  }

  @Test func stepsOfOneConcatenationWithTheSameIDDoNotCancelEachOther() {
    let store = makePlanStore()
    store.start(.chain([.debounce("A", id: "s"), .debounce("B", id: "s")]))
    store.advance(by: .seconds(1))
    store.receiveLogged(.said("A"))
    store.advance(by: .seconds(1))
    store.receiveLogged(.said("B"))
    store.finish()
  }

  @Test func aStepsCancelInFlightStopsTheOtherWorksTaskWhenItsTurnComes() {
    let store = makePlanStore()
    store.start(.work("X", id: "x", seconds: 5))
    store.receiveLogged(.began("X"))
    store.start(.chain([.say("b"), .debounce("D", id: "x")]))
    store.receiveLogged(.said("b"))
    #expect(store.clock.sleeperCount == 1, "X's sleep was cancelled; D's debounce sleeps")
    store.advance(by: .seconds(1))
    store.receiveLogged(.said("D"))
    store.advance(by: .seconds(10))
    store.finish()
  }

  @Test func aCancelStepNamingItsOwnConcatenationEndsIt() {
    let store = makePlanStore()
    store.start(.chain(id: "b", [.say("b1"), .cancel("b"), .say("b2")]))
    store.receiveLogged(.said("b1"))
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["b1"])
    store.finish()
  }

  @Test func aStepCancelledWhileItWaitsEndsTheConcatenationWhichCountsNoMore() {
    let store = makePlanStore()
    store.start(.chain([.debounce("A", id: "s"), .say("B")]))
    #expect(store.store.activeEffectCount == 1)
    store.start(.cancel("s"))
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log.isEmpty)
    store.finish()
  }

  /// A step whose wait fails (its clock throws) never ran its body, so it did not finish.
  @Test func aStepWhoseClockFailsEndsTheConcatenation() {
    let store = TestStore(initialState: PlanState(), reducer: PlanReducer.self) { $0.clock = FailingClock() }
    store.start(.chain([.debounce("A", id: "s"), .say("B")]))
    #expect(store.store.activeEffectCount == 0)
    #expect(store.log.isEmpty)
    store.finish()
  }

  @Test func aNewerDebounceFromElsewhereCancelsTheWaitingStepAndEndsTheConcatenation() {
    let store = makePlanStore()
    store.start(.chain([.work("A"), .debounce("B", id: "s"), .say("C")]))
    store.receiveLogged(.began("A"))
    store.start(.debounce("D", id: "s"))
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("A"), .said("D"))
    store.advance(by: .seconds(10))
    #expect(store.log == ["began A", "ended A", "D"])
    store.finish()
  }
}

/// Protects `Effect.map` for the new operators: embedded in a parent's action type (as
/// `Reduction.embed` does), a concatenation keeps its order and IDs and a throttle its window.
@Suite struct EmbeddedEffectOperatorTests {
  enum ParentAction: Action, Equatable {
    case child(PlanAction)
  }

  enum ParentReducer: Reducer {
    static func check(_ action: ParentAction, in state: PlanState) throws(Rejection) -> ParentAction { action }

    static func apply(_ action: ParentAction, to state: inout PlanState, _ reduction: inout Reduction<ParentAction>) {
      guard case .child(let child) = action else { return }
      reduction.embed(ParentAction.child) { PlanReducer.apply(child, to: &state, &$0) }
    }
  }

  @Test func aMappedConcatenationKeepsItsOrderAndIDsAndAMappedThrottleItsWindow() {
    let store = TestStore(initialState: PlanState(), reducer: ParentReducer.self)
    let plan = Plan.chain(id: "chain", [.throttle("A", latest: false), .throttle("B", latest: false), .work("C")])
    store.send(.child(.start(plan)))
    store.receive(.child(.said("A"))) { $0.log = ["A"] }
    store.receive(.child(.began("C"))) { $0.log = ["A", "began C"] }
    store.send(.child(.start(.cancel("chain"))))
    store.advance(by: .seconds(10))
    #expect(store.store.state.log == ["A", "began C"], "B was dropped by the window; C was cancelled")
    store.finish()
  }
}

/// A clock whose every sleep fails at once, with an error that is not a cancellation.
private struct FailingClock: Clock {
  struct Failure: Error {}

  var now: ContinuousClock.Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    throw Failure()
  }
}

import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects the order in which effects' actions are reduced (issue 41, TCA's order): a
/// concatenation's steps before its first run are reduced when it is delivered, where the
/// reduction's own sends would be, so a run that sends `b1` then `c1`, each starting
/// `.concatenate(.send(...), .send(...))`, is reduced `b1, b2, b3, c1, c2, c3`, as a plain pair of
/// sends is; from its first run on, the steps follow in its task, and cancellation still ends it
/// between steps.
///
/// `receiveLogged` asserts the actions in the order they were reduced, `start` actions included.
@Suite struct EffectOrderTests {
  @Test func aConcatenationsLeadingSendsAreReducedBeforeTheSendersNextSend() {
    let store = makePlanStore()
    let b = Plan.chain([.say("b2"), .say("b3")])
    let c = Plan.chain([.say("c2"), .say("c3")])
    store.start(.relay([.start(b), .start(c)]))
    store.receiveLogged(.start(b), .said("b2"), .said("b3"), .start(c), .said("c2"), .said("c3"))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func aPlainPairOfSendsGivesTheSameOrder() {
    let store = makePlanStore()
    let b = PlanAction.startAll([.say("b2"), .say("b3")])
    let c = PlanAction.startAll([.say("c2"), .say("c3")])
    store.start(.relay([b, c]))
    store.receiveLogged(b, .said("b2"), .said("b3"), c, .said("c2"), .said("c3"))
    store.finish()
  }

  @Test func aReductionsConcatenationIsReducedBeforeTheSendsThatFollowIt() {
    let store = makePlanStore()
    store.send(.startAll([.chain([.say("b2"), .say("b3")]), .say("c")]))
    store.receiveLogged(.said("b2"), .said("b3"), .said("c"))
    store.finish()
  }

  @Test func nestedConcatenationsLeadingSendsAreReducedInPlace() {
    let store = makePlanStore()
    let b = Plan.chain([.chain([.say("b2"), .chain(id: "inner", [.say("b3")])]), .chain([]), .say("b4")])
    let c = Plan.chain(id: "c", [.say("c2")])
    store.start(.relay([.start(b), .start(c)]))
    store.receiveLogged(.start(b), .said("b2"), .said("b3"), .said("b4"), .start(c), .said("c2"))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func fromItsFirstRunOnAConcatenationContinuesInItsTask() {
    let store = makePlanStore()
    let b = Plan.chain([.say("b2"), .work("B"), .say("b3")])
    let c = Plan.chain([.say("c2")])
    store.start(.relay([.start(b), .start(c)]))
    store.receiveLogged(.start(b), .said("b2"), .start(c), .said("c2"), .began("B"))
    #expect(store.store.activeEffectCount == 1, "b waits for B")
    store.advance(by: .seconds(1))
    store.receiveLogged(.ended("B"), .said("b3"))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func aDebouncedStepWaitsAndTheStepsAfterItFollowIt() {
    let store = makePlanStore()
    let b = Plan.chain([.say("b2"), .debounce("b3", id: "s"), .say("b4")])
    let c = Plan.chain([.say("c2")])
    store.start(.relay([.start(b), .start(c)]))
    store.receiveLogged(.start(b), .said("b2"), .start(c), .said("c2"))
    store.advance(by: .milliseconds(999))
    #expect(store.log == ["b2", "c2"])
    store.advance(by: .milliseconds(1))
    store.receiveLogged(.said("b3"), .said("b4"))
    store.finish()
  }

  @Test func aLeadingSendThatCancelsItsConcatenationEndsItBeforeTheNextStep() {
    let store = makePlanStore()
    let cancel = PlanAction.start(.cancel("b"))
    store.start(.chain(id: "b", [.send(cancel), .say("b3"), .work("B")]))
    store.receiveLogged(cancel)
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log.isEmpty)
    store.finish()
  }

  @Test func aLeadingSendThatCancelsAStepStillToComeEndsTheConcatenationThere() {
    let store = makePlanStore()
    let cancel = PlanAction.start(.cancel("x"))
    store.start(.chain([.send(cancel), .say("b2"), .work("X", id: "x"), .say("b3")]))
    store.receiveLogged(cancel, .said("b2"))
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["b2"])
    store.finish()
  }

  @Test func aLeadingCancelStepStopsOtherWorkAtOnce() {
    let store = makePlanStore()
    store.start(.work("X", id: "x", seconds: 5))
    store.receiveLogged(.began("X"))
    store.start(.chain([.cancel("x"), .say("b2")]))
    store.receiveLogged(.said("b2"))
    #expect(store.clock.sleeperCount == 0, "X's sleep was cancelled before any advance")
    #expect(store.store.activeEffectCount == 0)
    store.advance(by: .seconds(10))
    #expect(store.log == ["began X", "b2"])
    store.finish()
  }

  /// Work cancelled by a later action of its batch, before its turn to start came, gets no task.
  @Test func aRunCancelledBeforeItStartedGetsNoTask() {
    let executor = ManualExecutor()
    let store = Store(initialState: PlanState(), reducer: PlanReducer.self, executor: executor)
    store.dispatch(batch: [.start(.work("X", id: "x")), .start(.cancel("x"))])
    #expect(store.activeEffectCount == 0)
    #expect(executor.isIdle)
    executor.runUntilIdle()
    #expect(store.state.log.isEmpty)
  }

  /// The step's cancel is reduced while its body runs but delivered (its task cancelled) only
  /// after the body returned: the body runs from inside a delivery, an observer's call.
  @Test func aStepCancelledWhileItsBodyRunsEndsTheConcatenationBeforeTheCancelIsDelivered() {
    let executor = ManualExecutor()
    let store = Store(initialState: PlanState(), reducer: PlanReducer.self, executor: executor)
    store.dispatch(.start(.chain([.relay(id: "x", [.start(.cancel("x"))]), .say("after")])))
    let drain = store.observe({ $0.log }, onChange: { _ in executor.runUntilIdle() })
    store.dispatch(.said("go"))
    executor.runUntilIdle()
    #expect(store.state.log == ["go"])
    #expect(store.activeEffectCount == 0)
    drain.cancel()
  }
}

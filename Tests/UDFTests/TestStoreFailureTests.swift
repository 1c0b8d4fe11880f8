import Testing
import UDFTesting

/// Protects `TestStore`'s failures: each way a test can leave something unasserted or assert the
/// wrong thing is reported, with a message saying which (`expectIssue` takes the expected
/// failure, matched on its text; anything else fails the test). Each test then asserts what is
/// left and finishes cleanly, so only the one failure is counted.
@Suite struct TestStoreFailureTests {
  private func makeTestStore() -> TestStore<CounterState, CounterAction> {
    TestStore(initialState: CounterState(), reducer: CounterReducer.self)
  }

  /// A test store after `incrementAndSend(amount)` was sent and asserted: its fed-back
  /// `add(amount)` is not received yet.
  private func storeFeedingBack(_ amount: Int) -> TestStore<CounterState, CounterAction> {
    let store = makeTestStore()
    store.send(.incrementAndSend(amount)) { $0.count = 1 }
    store.expectEvent(CounterChanged(count: 1))
    return store
  }

  @Test func aSendWhoseClosureLeavesAChangedFieldUndescribedFails() {
    let store = makeTestStore()
    expectIssue(containing: "state after increment is not as expected", "count") {
      store.send(.increment)
    }
    store.expectEvent(CounterChanged(count: 1))
    store.finish()
  }

  @Test func aSendWhileAFedBackActionIsUnreceivedFails() {
    let store = storeFeedingBack(5)
    expectIssue(containing: "before sending fail: fed-back actions not received: add(5)") {
      store.send(.fail, refusedWith: "failed")
    }
    // The unreceived action is dropped with its report; the test goes on from the state it left.
    store.send(.add(1)) { $0.count = 7 }
    store.expectEvent(CounterChanged(count: 7))
    store.finish()
  }

  @Test func anAcceptedSendWhileAFedBackActionIsUnreceivedFails() {
    let store = storeFeedingBack(5)
    expectIssue(containing: "before sending increment: fed-back actions not received: add(5)") {
      store.send(.increment) { $0.count = 7 }
    }
    // Reported before the send, so the send is checked from the state the dropped action left.
    store.expectEvent(CounterChanged(count: 7))
    store.finish()
  }

  @Test func receivingAnotherActionThanTheOneFedBackFails() {
    let store = storeFeedingBack(5)
    expectIssue(containing: "expected to receive .add(6), received add(5)") {
      store.receive(.add(6))
    }
    store.finish()
  }

  @Test func anEventNeverAssertedFailsAtFinish() {
    let store = makeTestStore()
    store.send(.increment) { $0.count = 1 }
    expectIssue(containing: "at the end of the test: events not asserted") {
      store.finish()
    }
  }

  @Test func aRefusalWithAnotherCodeThanExpectedFails() {
    let store = makeTestStore()
    expectIssue(containing: "expected .fail to be refused with negative, got failed") {
      store.send(.fail, refusedWith: "negative")
    }
    store.finish()
  }

  @Test func receivingAnActionTheStoreRefusedFails() {
    let store = storeFeedingBack(-100)
    expectIssue(containing: "received .add(-100), but it was refused: negative") {
      store.receive(.add(-100))
    }
    store.finish()
  }

  @Test func aFullyAssertedRunPassesWithNoIssue() {
    let store = storeFeedingBack(5)
    store.receive(.add(5)) { $0.count = 6 }
    store.expectEvent(CounterChanged(count: 6))
    store.send(.fail, refusedWith: "failed")
    store.finish()
  }
}

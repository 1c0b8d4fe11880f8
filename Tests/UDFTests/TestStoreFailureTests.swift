import Testing
import UDFTesting

/// Protects `TestStore`'s failures: each way a test can leave something unasserted or assert the
/// wrong thing is reported, with a message saying which (`withKnownIssue` takes the expected
/// failure, matched on its text; anything else fails the test). Each test then asserts what is
/// left and finishes cleanly, so only the one failure is counted.
@Suite struct TestStoreFailureTests {
  private func makeTestStore() -> TestStore<CounterState, CounterAction> {
    TestStore(initialState: CounterState(), reducer: CounterReducer.self)
  }

  @Test func aSendWhoseClosureLeavesAChangedFieldUndescribedFails() {
    let store = makeTestStore()
    withKnownIssue {
      store.send(.increment)
    } matching: { issue in
      issue.description.contains("state after increment is not as expected") && issue.description.contains("count")
    }
    store.expectEvent(CounterChanged(count: 1))
    store.finish()
  }

  @Test func aSendWhileAFedBackActionIsUnreceivedFails() {
    let store = makeTestStore()
    store.send(.incrementAndSend(5)) { $0.count = 1 }
    store.expectEvent(CounterChanged(count: 1))
    withKnownIssue {
      store.send(.fail, refusedWith: "failed")
    } matching: { issue in
      issue.description.contains("before sending fail: fed-back actions not received: add(5)")
    }
    // The unreceived action is dropped with its report; the test goes on from the state it left.
    store.send(.add(1)) { $0.count = 7 }
    store.expectEvent(CounterChanged(count: 7))
    store.finish()
  }

  @Test func receivingAnotherActionThanTheOneFedBackFails() {
    let store = makeTestStore()
    store.send(.incrementAndSend(5)) { $0.count = 1 }
    store.expectEvent(CounterChanged(count: 1))
    withKnownIssue {
      store.receive(.add(6))
    } matching: { issue in
      issue.description.contains("expected to receive .add(6), received add(5)")
    }
    store.finish()
  }

  @Test func anEventNeverAssertedFailsAtFinish() {
    let store = makeTestStore()
    store.send(.increment) { $0.count = 1 }
    withKnownIssue {
      store.finish()
    } matching: { issue in
      issue.description.contains("at the end of the test: events not asserted")
    }
  }

  @Test func aRefusalWithAnotherCodeThanExpectedFails() {
    let store = makeTestStore()
    withKnownIssue {
      store.send(.fail, refusedWith: "negative")
    } matching: { issue in
      issue.description.contains("expected .fail to be refused with negative, got failed")
    }
    store.finish()
  }

  @Test func receivingAnActionTheStoreRefusedFails() {
    let store = makeTestStore()
    store.send(.incrementAndSend(-100)) { $0.count = 1 }
    store.expectEvent(CounterChanged(count: 1))
    withKnownIssue {
      store.receive(.add(-100))
    } matching: { issue in
      issue.description.contains("received .add(-100), but it was refused: negative")
    }
    store.finish()
  }

  @Test func aFullyAssertedRunPassesWithNoIssue() {
    let store = makeTestStore()
    store.send(.incrementAndSend(5)) { $0.count = 1 }
    store.expectEvent(CounterChanged(count: 1))
    store.receive(.add(5)) { $0.count = 6 }
    store.expectEvent(CounterChanged(count: 6))
    store.send(.fail, refusedWith: "failed")
    store.finish()
  }
}

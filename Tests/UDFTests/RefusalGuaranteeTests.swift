import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects "a refusal changes nothing, guaranteed": the `Reducer` split gives `check` the state as
/// a constant and makes `apply` unable to throw, so even a reducer written to break the rule cannot
/// leave a refused action's change behind.
///
/// The compiler enforces the two halves; checked by hand with swiftc 6.3.1 against this module:
///
/// - `check` assigning to its parameter (`state.count = 99`) is refused with
///   "error: cannot assign to property: 'state' is a 'let' constant".
/// - `apply` throwing (`throw Rejection(...)`) is refused with
///   "error: error is not handled because the enclosing function is not declared 'throws'";
///   declaring it `throws(Rejection)` instead is refused with
///   "error: type '...' does not conform to protocol 'Reducer'" ("candidate throws, but protocol
///   does not allow it").
///
/// What remains possible is mutating a local copy before throwing, which is what this reducer does.
@Suite struct RefusalGuaranteeTests {
  enum WrongAction: Action, Equatable {
    case breakTheRule
    case keepTheRule
  }

  /// Refuses `breakTheRule` after changing its local copy of the state everywhere it can.
  enum WrongReducer: Reducer {
    static func check(_ action: WrongAction, in state: CounterState) throws(Rejection) -> Int {
      var copy = state
      copy.count = 99
      var ignored = Reduction<WrongAction>()
      copy.rows.update(rowID(0), &ignored) { $0.value = 99 }
      copy.rows.upsert(Row(id: rowID(5), value: 99), &ignored)
      guard action == .keepTheRule else { throw Rejection(code: "wrong", message: "changed a copy, then refused") }
      return state.count + 1
    }

    static func apply(_ change: Int, to state: inout CounterState, _ reduction: inout Reduction<WrongAction>) {
      state.count = change
    }
  }

  @Test func storeStateIsUnchangedAfterACheckThatMutatedItsCopyAndThrew() {
    let store = Store(initialState: CounterState(count: 1, rows: 1), reducer: WrongReducer.self)
    let calls = Recorder<Int>()
    let token = store.observe({ $0.count }, onChange: calls.record)

    #expect(store.dispatch(.breakTheRule).rejection?.code == "wrong")
    #expect(store.dispatch(batch: [.keepTheRule, .breakTheRule]).rejection?.code == "wrong")
    #expect(store.state == CounterState(count: 1, rows: 1))
    #expect(calls.values == [])

    #expect(store.dispatch(.keepTheRule) == .accepted, "the reducer does work when it accepts")
    #expect(store.state.count == 2)
    #expect(calls.values == [2])
    withExtendedLifetime(token) {}
  }

  @Test func storeBuiltFromCheckAndApplyClosuresRefusesWithoutChanging() {
    let store = Store<CounterState, CounterAction>(
      initialState: CounterState(count: 1),
      check: { (action: CounterAction, state: CounterState) throws(Rejection) -> Int in
        var copy = state
        copy.count += 100
        guard action == .increment else { throw .failed }
        return state.count + 1
      },
      apply: { change, state, reduction in
        state.count = change
        reduction.publish(CounterChanged(count: change))
      })
    let events = Recorder<Int>()
    let subscription = store.events.subscribe(CounterChanged.self) { events.record($0.count) }
    #expect(store.dispatch(.fail) == .rejected(.failed))
    #expect(store.state == CounterState(count: 1))
    #expect(store.dispatch(.increment) == .accepted)
    #expect(store.state == CounterState(count: 2))
    #expect(events.values == [2])
    withExtendedLifetime(subscription) {}
  }

  @Test func reduceLeavesTheStateUnchangedWhenCheckThrows() {
    var state = CounterState(count: 1, rows: 1)
    #expect(throws: Rejection(code: "wrong", message: "changed a copy, then refused")) {
      try WrongReducer.reduce(&state, .breakTheRule)
    }
    #expect(state == CounterState(count: 1, rows: 1))
  }
}

import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects `Touched` and `Reduction`: inserting and uniting keys (batches), recording events,
/// effects and touches in order, `reduce` as check-then-apply, and `embed`, which keeps a child's
/// touches and events as they are and maps its effects (IDs included) to the parent's actions.
@Suite struct ReductionTests {
  private let keyA = ObservationKey(rowID(1))
  private let keyB = ObservationKey(rowID(2))
  private let keyC = ObservationKey(rowID(3))

  @Test func touchedInsertKeepsOneAndTwoDistinct() {
    var touched = Touched.nothing
    touched.insert(keyA)
    #expect(touched == .one(keyA))
    touched.insert(keyA)
    #expect(touched == .one(keyA))
    touched.insert(keyB)
    touched.insert(keyA)
    #expect(touched == .two(keyA, keyB))
    touched.insert(keyC)
    #expect(touched == .many([keyA, keyB, keyC]))
    #expect(touched.keys == [keyA, keyB, keyC])

    var everything = Touched.everything
    everything.insert(keyA)
    #expect(everything == .everything && everything.keys == [])
  }

  @Test func touchedUnion() {
    #expect(Touched.nothing.union(.nothing) == .nothing)
    #expect(Touched.nothing.union(.one(keyA)) == .one(keyA))
    #expect(Touched.two(keyA, keyB).union(.nothing) == .two(keyA, keyB))
    #expect(Touched.one(keyA).union(.one(keyA)) == .one(keyA))
    #expect(Touched.one(keyA).union(.one(keyB)) == .two(keyA, keyB))
    #expect(Touched.two(keyA, keyB).union(.two(keyB, keyA)) == .two(keyA, keyB))
    #expect(Touched.two(keyA, keyB).union(.one(keyC)) == .many([keyA, keyB, keyC]))
    #expect(Touched.one(keyC).union(.two(keyA, keyB)).keys == [keyC, keyA, keyB])
    #expect(Touched.one(keyA).union(.everything) == .everything)
    #expect(Touched.everything.union(.nothing) == .everything)
  }

  @Test func reductionRecordsWhatTheActionDidInOrder() {
    var reduction = Reduction<CounterAction>()
    #expect(reduction.touched == .nothing && reduction.events.isEmpty && reduction.effects.isEmpty)
    reduction.publish(CounterChanged(count: 1))
    reduction.publish(RowChanged(row: rowID(1), value: 2))
    reduction.start(.send(.increment))
    reduction.start(.cancel(id: EffectID("x")))
    reduction.touch(rowID(1))
    reduction.touch(rowID(2))
    #expect(reduction.events.count == 2)
    #expect(reduction.events.first as? CounterChanged == CounterChanged(count: 1))
    #expect(reduction.events.last as? RowChanged == RowChanged(row: rowID(1), value: 2))
    #expect(reduction.effects.count == 2)
    #expect(reduction.touched == .two(keyA, keyB))
    reduction.touchEverything()
    reduction.touch(rowID(3))
    #expect(reduction.touched == .everything)
  }

  @Test func reduceChecksThenApplies() throws {
    var state = CounterState(count: 1, rows: 1)
    #expect(throws: Rejection.negative) { try CounterReducer.reduce(&state, .add(-2)) }
    #expect(state == CounterState(count: 1, rows: 1))

    let reduction = try CounterReducer.reduce(&state, .setRow(rowID(0), value: 5))
    #expect(state.rows[rowID(0)]?.value == 5)
    #expect(reduction.touched == .one(ObservationKey(rowID(0))))
    #expect(reduction.events.compactMap { $0 as? RowChanged } == [RowChanged(row: rowID(0), value: 5)])
    #expect(reduction.effects.isEmpty)
  }

  @Test func embedKeepsTouchesAndEventsAndMapsEffects() {
    var reduction = Reduction<ParentAction>()
    reduction.touch(rowID(1))
    reduction.publish(CounterChanged(count: 1))
    reduction.start(.send(.record("parent")))
    reduction.embed(ParentAction.child) { child in
      child.touch(rowID(2))
      child.publish(CounterChanged(count: 2))
      child.start(.send(.ping(1)))
    }
    #expect(reduction.touched == .two(keyA, keyB))
    #expect(reduction.events.compactMap { ($0 as? CounterChanged)?.count } == [1, 2])
    #expect(reduction.effects.count == 2)

    var everything = Reduction<ParentAction>()
    everything.embed(ParentAction.child) { $0.touchEverything() }
    #expect(everything.touched == .everything)
  }

  @Test func embeddedEffectsSendParentActionsAndKeepTheirIDs() {
    let executor = ManualExecutor()
    let clock = TestClock()
    var dependencies = Dependencies()
    dependencies.clock = clock
    let sent = Recorder<ParentAction>()
    let store = Store(
      initialState: [String](), reducer: ParentReducer.self, dependencies: dependencies, executor: executor,
      effectActions: { action, _ in sent.record(action) })

    store.dispatch(.start)
    #expect(sent.values == [.record("parent"), .child(.ping(1))], "sends run at once, mapped")
    executor.runUntilIdle()
    #expect(sent.values == [.record("parent"), .child(.ping(1)), .child(.ping(2))], "run sends, mapped")
    #expect(clock.sleeperCount == 1, "the slow child run is sleeping")

    store.dispatch(.stop)  // the child's `.cancel(id: "slow")`, mapped, cancels the mapped run
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(1))
    executor.runUntilIdle()
    #expect(store.state == ["parent", "ping 1", "ping 2"])
    #expect(store.activeEffectCount == 0)
  }
}

enum ChildAction: Action, Equatable {
  case ping(Int)
}

enum ParentAction: Action, Equatable {
  case start
  case stop
  case record(String)
  case child(ChildAction)
}

/// A parent whose state is a log, embedding a child module's reduction.
enum ParentReducer: Reducer {
  static func check(_ action: ParentAction, in state: [String]) throws(Rejection) -> ParentAction { action }

  static func apply(_ change: ParentAction, to state: inout [String], _ reduction: inout Reduction<ParentAction>) {
    switch change {
    case .start:
      reduction.start(.send(.record("parent")))
      reduction.embed(ParentAction.child) { child in
        child.start(.send(.ping(1)))
        child.start(.run { $0.send(.ping(2)) })
        child.start(
          .run(id: EffectID("slow")) { context in
            guard (try? await context.dependencies.clock.sleep(for: .seconds(1))) != nil else { return }
            context.send(.ping(3))
          })
      }
    case .stop:
      reduction.embed(ParentAction.child) { $0.start(.cancel(id: EffectID("slow"))) }
    case .record(let text):
      state.append(text)
    case .child(.ping(let number)):
      state.append("ping \(number)")
    }
  }
}

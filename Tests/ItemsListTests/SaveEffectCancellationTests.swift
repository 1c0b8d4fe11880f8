import Items
import ItemsList
import Testing
import UDF
import UDFStore
import UDFTesting
import User

/// The feature's actions plus two that cancel effects by ID, to show which ID the save runs under.
private enum Probe: Action, Equatable {
  case list(ItemsListAction)
  case cancel(EffectID)
}

/// The feature over `ListWorld`, embedded in `Probe`; `cancel` only starts a cancellation.
private enum ProbeReducer: Reducer {
  enum Change {
    case list(ItemsListFeature.Change)
    case cancel(EffectID)
  }

  static func check(_ action: Probe, in world: ListWorld) throws(Rejection) -> Change {
    switch action {
    case .list(let action): return .list(try ListWorld.check(action, in: world))
    case .cancel(let id): return .cancel(id)
    }
  }

  static func apply(_ change: Change, to world: inout ListWorld, _ reduction: inout Reduction<Probe>) {
    switch change {
    case .list(let change): reduction.embed(Probe.list) { ListWorld.apply(change, to: &world, &$0) }
    case .cancel(let id): reduction.start(.cancel(id: id))
    }
  }
}

/// The save effect runs under `ItemsListFeature.saveEffect`: cancelling that ID stops a save still
/// waiting for the server, so its answer never comes back; cancelling another ID does not.
@Suite struct SaveEffectCancellationTests {
  /// A store whose server answers `.saved` after five seconds on `clock`, recording how each call ended.
  private func probe(clock: TestClock, calls: Recorder<String>, executor: ManualExecutor) throws -> Store<
    ListWorld, Probe
  > {
    var dependencies = Dependencies()
    dependencies[ItemsServerKey.self] = ItemsServer { _ in
      do {
        try await clock.sleep(for: .seconds(5))
      } catch {
        calls.record("cancelled")
        return .answerFollows
      }
      calls.record("answered")
      return .saved
    }
    return Store(
      initialState: ListWorld(items: ItemsState(items: [try makeItem(1)])), reducer: ProbeReducer.self,
      dependencies: dependencies, executor: executor)
  }

  @Test func cancellingTheSaveEffectStopsTheRequestAndNoAnswerComesBack() throws {
    let clock = TestClock()
    let calls = Recorder<String>()
    let executor = ManualExecutor()
    let store = try probe(clock: clock, calls: calls, executor: executor)
    #expect(store.dispatch(.list(.saveDidTap(request: requestID(1)))) == .accepted)
    executor.runUntilIdle()
    #expect(store.activeEffectCount == 1 && clock.sleeperCount == 1)

    #expect(store.dispatch(.cancel(ItemsListFeature.saveEffect)) == .accepted)
    executor.runUntilIdle()
    #expect(store.activeEffectCount == 0)
    clock.advance(by: .seconds(10))
    executor.runUntilIdle()
    #expect(calls.values == ["cancelled"])
    #expect(store.state.list.saveStatus == .saving(request: requestID(1), items: [itemID(1)]))
  }

  @Test func cancellingAnotherIDLetsTheSaveAnswer() throws {
    let clock = TestClock()
    let calls = Recorder<String>()
    let executor = ManualExecutor()
    let store = try probe(clock: clock, calls: calls, executor: executor)
    store.dispatch(.list(.saveDidTap(request: requestID(1))))
    executor.runUntilIdle()
    #expect(store.dispatch(.cancel(EffectID("itemsList.other"))) == .accepted)
    executor.runUntilIdle()
    #expect(store.activeEffectCount == 1)
    clock.advance(by: .seconds(5))
    executor.runUntilIdle()
    #expect(calls.values == ["answered"])
    #expect(store.activeEffectCount == 0)
    #expect(store.state.list.saveStatus == .idle)
  }
}

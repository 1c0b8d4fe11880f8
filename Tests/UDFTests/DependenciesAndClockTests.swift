import DomainValues
import Foundation
import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects what effects run with: `Dependencies` defaults and overrides (by key, and the clock,
/// ID and time sources, which must reach an effect's context), and the test environment itself:
/// `TestClock` wakes sleepers only when advanced to their deadline, in deadline order, and a
/// cancelled sleeper throws `CancellationError`; `ManualExecutor` runs nothing until told.
@Suite struct DependenciesAndClockTests {
  private enum GreetingKey: DependencyKey {
    static let defaultValue = "hello"
  }

  private enum FarewellKey: DependencyKey {
    static let defaultValue = "bye"
  }

  @Test func defaultsAreTheRealClockRandomIDsAndTheSystemTime() {
    let dependencies = Dependencies()
    #expect(dependencies.clock is ContinuousClock)
    let ids = (0..<3).map { _ in dependencies.uuid() }
    #expect(Set(ids).count == 3)
    #expect(ids.allSatisfy { $0.uuid.6 >> 4 == 4 }, "random (version 4) UUIDs")
    let before = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    let now = dependencies.now().millisecondsSince1970
    let after = Int64((Date().timeIntervalSince1970 * 1000).rounded(.up))
    #expect(before <= now && now <= after)
    #expect(dependencies[GreetingKey.self] == "hello")
  }

  @Test func overridingOneKeyLeavesTheOthersAtTheirDefaults() {
    var dependencies = Dependencies()
    dependencies[GreetingKey.self] = "hi"
    #expect(dependencies[GreetingKey.self] == "hi")
    #expect(dependencies[FarewellKey.self] == "bye", "same value type, another key")
    dependencies[GreetingKey.self] = "hey"
    #expect(dependencies[GreetingKey.self] == "hey")
    let copy = dependencies
    dependencies[FarewellKey.self] = "ciao"
    #expect(copy[FarewellKey.self] == "bye", "dependencies are a value")
  }

  @Test func clockIDAndTimeOverridesReachAnEffectsContext() throws {
    let id = try #require(UUID(uuidString: "11111111-2222-4333-8444-555555555555"))
    let time = Timestamp(millisecondsSince1970: 1_790_000_000_123)
    let harness = EffectHarness { dependencies, _ in
      dependencies.uuid = { id }
      dependencies.now = { time }
    }
    harness.store.dispatch(.stamp)
    harness.executor.runUntilIdle()
    #expect(harness.clock.sleeperCount == 1, "the effect sleeps on the injected clock")
    #expect(harness.store.state.stamps == [])
    harness.clock.advance(by: .seconds(1))
    harness.executor.runUntilIdle()
    #expect(harness.store.state.stamps == [Stamp(id: id, time: time)])
  }

  @Test func testClockWakesSleepersInDeadlineOrderOnlyWhenTheirDeadlineComes() {
    let executor = ManualExecutor()
    let clock = TestClock()
    let woken = Recorder<String>()
    // Started in this order; "200 second" is due with "200 first" and slept after it.
    for (name, milliseconds) in [("300", 300), ("100", 100), ("200 first", 200), ("200 second", 200)] {
      Task(executorPreference: executor) {
        guard (try? await clock.sleep(for: .milliseconds(milliseconds))) != nil else { return }
        woken.record(name)
      }
    }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 4)
    clock.advance(by: .milliseconds(99))
    executor.runUntilIdle()
    #expect(woken.values == [])
    clock.advance(by: .milliseconds(1))
    executor.runUntilIdle()
    #expect(woken.values == ["100"])
    clock.advance(by: .seconds(1))
    executor.runUntilIdle()
    #expect(woken.values == ["100", "200 first", "200 second", "300"])
    #expect(clock.now.offset == .milliseconds(1_100))
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepingUntilAPastDeadlineReturnsAtOnce() {
    let executor = ManualExecutor()
    let clock = TestClock()
    let woken = Recorder<String>()
    clock.advance(by: .seconds(5))
    Task(executorPreference: executor) {
      guard (try? await clock.sleep(until: TestClock.Instant(offset: .seconds(5)))) != nil else { return }
      woken.record("due")
    }
    executor.runUntilIdle()
    #expect(woken.values == ["due"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancelledSleeperThrowsCancellationError() {
    let executor = ManualExecutor()
    let clock = TestClock()
    let outcomes = Recorder<String>()
    @Sendable func sleep(_ name: String) async {
      do {
        try await clock.sleep(for: .seconds(1))
        outcomes.record("\(name) woke")
      } catch {
        outcomes.record("\(name) \(error is CancellationError ? "cancelled" : "\(error)")")
      }
    }
    let sleeping = Task(executorPreference: executor) { await sleep("sleeping") }
    let other = Task(executorPreference: executor) { await sleep("other") }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 2)
    sleeping.cancel()
    #expect(clock.sleeperCount == 1)
    executor.runUntilIdle()
    #expect(outcomes.values == ["sleeping cancelled"])

    let early = Task(executorPreference: executor) { await sleep("cancelled before sleeping") }
    early.cancel()
    executor.runUntilIdle()
    clock.advance(by: .seconds(1))
    executor.runUntilIdle()
    #expect(outcomes.values == ["sleeping cancelled", "cancelled before sleeping cancelled", "other woke"])
    withExtendedLifetime(other) {}
  }

  @Test func manualExecutorRunsNothingUntilToldThenEverythingQueued() {
    let executor = ManualExecutor()
    let log = Recorder<String>()
    Task(executorPreference: executor) {
      log.record("outer")
      await Task(executorPreference: executor) { log.record("inner") }.value
      log.record("outer again")
    }
    #expect(!executor.isIdle && log.values == [])
    #expect(executor.runUntilIdle() >= 3)
    #expect(log.values == ["outer", "inner", "outer again"])
    #expect(executor.isIdle && executor.runUntilIdle() == 0)
  }
}

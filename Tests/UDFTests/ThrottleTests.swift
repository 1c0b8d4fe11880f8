import Testing
import UDF
import UDFStore
import UDFTesting

/// Protects `Effect.throttle`: per ID, at most one run per interval on the store's clock. The
/// first runs at once and opens a window `[start, start + interval)`; within it further ones are
/// dropped (`latest: false`), or only the newest is kept and run at the window's end, which opens
/// the next window (`latest: true`); exactly `interval` after the start the window is over. IDs
/// are independent; `cancel(id:)` drops a kept run but keeps the window.
///
/// Everything runs through a `TestStore` on its test clock (interval: one second). Exhaustive: a
/// run that should have been dropped would be an unreceived action at the next `start`.
@Suite struct ThrottleTests {
  @Test(arguments: [false, true])
  func theFirstRunsAtOnce(latest: Bool) {
    let store = makePlanStore()
    store.start(.throttle("A", latest: latest))
    store.receiveLogged(.said("A"))
    #expect(store.store.activeEffectCount == 0, "an open window with nothing kept is not running work")
    store.finish()
  }

  @Test func dropModeDropsEveryRunWithinTheIntervalAndAcceptsOneFromItsEnd() {
    let store = makePlanStore()
    store.start(.throttle("A", latest: false))
    store.receiveLogged(.said("A"))
    store.advance(by: .milliseconds(500))
    store.start(.throttle("B", latest: false))
    store.advance(by: .milliseconds(499))
    store.start(.throttle("C", latest: false))
    store.advance(by: .seconds(5))
    #expect(store.log == ["A"], "B and C were dropped, not delayed")

    store.start(.throttle("D", latest: false))
    store.receiveLogged(.said("D"))
    store.start(.throttle("E", latest: false))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test(arguments: [false, true])
  func exactlyOneIntervalAfterARunTheWindowIsOverAndTheNextRunsAtOnce(latest: Bool) {
    let store = makePlanStore()
    store.start(.throttle("A", latest: latest))
    store.receiveLogged(.said("A"))
    store.advance(by: throttleInterval - .milliseconds(1))
    store.start(.throttle("B", latest: false))
    store.advance(by: .milliseconds(1))
    store.start(.throttle("C", latest: latest))
    store.receiveLogged(.said("C"))
    #expect(store.log == ["A", "C"])
    store.finish()
  }

  @Test func latestModeKeepsOnlyTheNewestAndRunsItAtTheWindowsEnd() {
    let store = makePlanStore()
    store.start(.throttle("A", latest: true))
    store.receiveLogged(.said("A"))
    store.advance(by: .milliseconds(300))
    store.start(.throttle("B", latest: true))
    store.advance(by: .milliseconds(300))
    store.start(.throttle("C", latest: true))
    #expect(store.clock.sleeperCount == 1, "C replaced B")
    #expect(store.store.activeEffectCount == 1, "the kept run is waiting")
    store.advance(by: .milliseconds(399))
    #expect(store.log == ["A"])
    store.advance(by: .milliseconds(1))
    store.receiveLogged(.said("C"))

    // C, run at 1 s, opened the window [1 s, 2 s).
    store.advance(by: .milliseconds(500))
    store.start(.throttle("D", latest: true))
    store.advance(by: .milliseconds(499))
    #expect(store.log == ["A", "C"])
    store.advance(by: .milliseconds(1))
    store.receiveLogged(.said("D"))

    // Nothing was kept in [2 s, 3 s): at 3 s the next runs at once.
    store.advance(by: .seconds(1))
    store.start(.throttle("E", latest: true))
    store.receiveLogged(.said("E"))
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func separateIDsAreThrottledIndependently() {
    let store = makePlanStore()
    store.start(.throttle("A", id: "one", latest: true))
    store.receiveLogged(.said("A"))
    store.start(.throttle("B", id: "two", latest: true))
    store.receiveLogged(.said("B"))
    store.start(.throttle("C", id: "one", latest: true))
    store.start(.throttle("D", id: "two", latest: true))
    store.start(.throttle("E", id: "one", latest: true))
    store.start(.throttle("F", id: "three", latest: false))
    store.receiveLogged(.said("F"))
    store.advance(by: throttleInterval)
    store.receiveLogged(.said("D"), .said("E"))
    store.finish()
  }

  @Test func cancellingTheIDDropsTheKeptRunButKeepsTheWindow() {
    let store = makePlanStore()
    store.start(.throttle("A", latest: true))
    store.receiveLogged(.said("A"))
    store.advance(by: .milliseconds(500))
    store.start(.throttle("B", latest: true))
    store.start(.cancel("t"))
    #expect(store.clock.sleeperCount == 0 && store.store.activeEffectCount == 0, "B was dropped")

    // The window [0, 1 s) still holds: C is kept for its end, not run at once.
    store.advance(by: .milliseconds(200))
    store.start(.throttle("C", latest: true))
    #expect(store.log == ["A"])
    store.advance(by: .milliseconds(300))
    store.receiveLogged(.said("C"))
    store.finish()
  }

  @Test func aKeptStepHoldsItsConcatenationUntilTheWindowsEndAndADroppedOneFinishesAtOnce() {
    let store = makePlanStore()
    store.start(.chain([.throttle("A", latest: true), .throttle("B", latest: true), .say("C")]))
    store.receiveLogged(.said("A"))
    store.advance(by: throttleInterval)
    store.receiveLogged(.said("B"), .said("C"))

    store.advance(by: throttleInterval)
    store.start(.chain([.throttle("D", latest: false), .throttle("E", latest: false), .say("F")]))
    store.receiveLogged(.said("D"), .said("F"))
    store.finish()
  }
}

import Concurrency
import Testing

@Suite("BackgroundWork")
struct BackgroundWorkTests {
  /// A value that says when it is gone.
  final class Tracked: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func theValueComputedOnAnotherThreadIsTaken() {
    let work = BackgroundWork { Tracked(42) }
    #expect(work.take()?.number == 42)
  }

  /// The value is handed over once: a second `take` gets nothing rather than a shared copy.
  @Test func aSecondTakeGetsNothing() {
    let work = BackgroundWork { Tracked(1) }
    #expect(work.take() != nil)
    #expect(work.take() == nil)
  }

  /// The work hands its value over: once the taker lets go, nothing keeps it (a kept copy made
  /// the first change after a snapshot start copy every restored item).
  @Test func aTakenValueIsHeldByTheTakerAlone() {
    let work = BackgroundWork { Tracked(7) }
    weak var gone: Tracked?
    do {
      let taken = work.take()
      gone = taken
      #expect(gone?.number == 7)
    }
    #expect(gone == nil)
    withExtendedLifetime(work) {}
  }
}

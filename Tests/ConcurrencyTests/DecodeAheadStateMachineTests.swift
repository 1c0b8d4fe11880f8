import Testing

@testable import Concurrency

/// Every transition of the decode-ahead rules as plain values, no threads: order, the bound, who
/// decodes, and the late and illegal events (a batch coming back after a stop, a finish with
/// batches waiting, a consumer whose deadline passed).
@Suite("Decode-ahead state machine")
struct DecodeAheadStateMachineTests {
  typealias Machine = DecodeAheadStateMachine<String, String>

  /// A machine of capacity 4 that was given `batches` in order (their wakes not checked).
  static func holding(_ batches: (String, decoded: Bool)...) -> Machine {
    var machine = Machine(capacity: 4)
    for batch in batches { _ = machine.produce(batch.0, decoded: batch.decoded) }
    return machine
  }

  @Test func batchesDecodedOutOfOrderAreTakenInOrder() {
    var machine = Machine(capacity: 4)
    #expect(machine.produce("a", decoded: false) == .wake)
    #expect(machine.produce("b", decoded: false) == .wake)
    #expect(machine.claim() == .decode(0, "a"))
    #expect(machine.claim() == .decode(1, "b"))
    #expect(machine.claim() == .wait)
    #expect(machine.decoded(1, "B") == .wake)
    #expect(machine.take(helping: false, canWait: true) == .wait)
    #expect(machine.decoded(0, "A") == .wake)
    #expect(machine.take(helping: false, canWait: true) == .deliver("A"))
    #expect(machine.take(helping: false, canWait: true) == .deliver("B"))
    #expect(machine.take(helping: false, canWait: true) == .wait)
  }

  @Test func theProducerGetsItsBatchBackWhileCapacityBatchesAreNotTaken() {
    var machine = Machine(capacity: 2)
    #expect(machine.produce("a", decoded: true) == .wake)
    #expect(machine.produce("b", decoded: true) == .wake)
    #expect(machine.produce("c", decoded: true) == .full("c"))
    #expect(machine.take(helping: false, canWait: true) == .deliver("a"))
    #expect(machine.produce("c", decoded: true) == .wake)
    #expect(Machine(capacity: 0).capacity == 1)
  }

  @Test func aHelpingConsumerDecodesTheOldestUnclaimedBatchThenWaitsForTheClaimedOne() {
    var machine = Self.holding(("a", decoded: false), ("b", decoded: false))
    #expect(machine.claim() == .decode(0, "a"))
    #expect(machine.take(helping: true, canWait: true) == .decode(1, "b"))
    #expect(machine.decoded(1, "B") == .wake)
    #expect(machine.take(helping: true, canWait: true) == .wait)
    #expect(machine.take(helping: false, canWait: true) == .wait)
  }

  @Test func aConsumerPastItsDeadlineGetsNothingReadyButStillTakesABatchThatIsThere() {
    var machine = Machine(capacity: 4)
    #expect(machine.take(helping: false, canWait: false) == .nothingReady)
    _ = machine.produce("a", decoded: false)
    #expect(machine.take(helping: false, canWait: false) == .nothingReady)
    _ = machine.produce("b", decoded: true)
    // The first batch is not decoded: the decoded one behind it waits its turn.
    #expect(machine.take(helping: false, canWait: false) == .nothingReady)
    #expect(machine.take(helping: true, canWait: false) == .decode(0, "a"))
    _ = machine.decoded(0, "A")
    #expect(machine.take(helping: false, canWait: false) == .deliver("A"))
    #expect(machine.take(helping: false, canWait: false) == .deliver("b"))
  }

  @Test func finishingWithBatchesWaitingEndsOnlyAfterTheLastOneIsTaken() {
    var machine = Self.holding(("a", decoded: false), ("b", decoded: true))
    #expect(machine.finish("end of input") == .wake)
    #expect(machine.finish("again") == .ignored)
    #expect(machine.produce("late", decoded: true) == .dropped)
    #expect(machine.take(helping: false, canWait: true) == .wait)
    // Decoders finish the batches waiting, then exit.
    #expect(machine.claim() == .decode(0, "a"))
    #expect(machine.claim() == .exit)
    _ = machine.decoded(0, "A")
    #expect(machine.take(helping: false, canWait: true) == .deliver("A"))
    #expect(machine.take(helping: false, canWait: true) == .deliver("b"))
    #expect(machine.take(helping: false, canWait: true) == .end("end of input"))
    #expect(machine.take(helping: false, canWait: false) == .end("end of input"))
  }

  @Test func stoppingWhileABatchIsClaimedDropsItWhenItComesBack() {
    var machine = Self.holding(("a", decoded: false), ("b", decoded: false), ("c", decoded: true))
    #expect(machine.claim() == .decode(0, "a"))
    #expect(machine.stop() == .wake)
    #expect(machine.stop() == .ignored)
    #expect(machine.decoded(0, "A") == .discard)
    #expect(machine.claim() == .exit)
    #expect(machine.take(helping: true, canWait: true) == .stopped)
    #expect(machine.produce("d", decoded: false) == .dropped)
    #expect(machine.finish("end") == .ignored)
  }

  @Test func stoppingAFinishedPipelineDropsTheBatchesLeftAndItsEnd() {
    var machine = Self.holding(("a", decoded: true), ("b", decoded: false))
    #expect(machine.claim() == .decode(1, "b"))
    #expect(machine.finish("end") == .wake)
    #expect(machine.stop() == .wake)
    #expect(machine.decoded(1, "B") == .discard)
    #expect(machine.take(helping: true, canWait: true) == .stopped)
    #expect(machine.claim() == .exit)
    #expect(machine.finish("again") == .ignored)
  }

  @Test func aBatchHandedBackTwiceOrUnclaimedIsDiscarded() {
    var machine = Self.holding(("a", decoded: false))
    #expect(machine.decoded(0, "A") == .discard)
    #expect(machine.decoded(7, "?") == .discard)
    #expect(machine.claim() == .decode(0, "a"))
    #expect(machine.decoded(0, "A") == .wake)
    #expect(machine.decoded(0, "A again") == .discard)
    #expect(machine.take(helping: false, canWait: true) == .deliver("A"))
    #expect(machine.decoded(0, "late") == .discard)
  }
}

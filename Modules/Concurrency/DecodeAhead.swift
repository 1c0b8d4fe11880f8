import Foundation

// The bounded decode-ahead pipeline, whole: the rules as a plain value (`DecodeAheadStateMachine`,
// its one `State` and, beside each event, the action it returns) and the one lock that runs them
// between threads (`DecodeAhead`, which only waits, wakes and decodes as the actions say).

/// The rules of a bounded decode-ahead pipeline, as a plain value: batches are produced in order,
/// decoded by whoever claims them, and taken by one consumer strictly in order, with at most
/// `capacity` batches produced and not yet taken.
///
/// Written in the swift-nio style so every rule can be tested without threads: the machine is one
/// `State`, each method is one event and returns the action the caller must do (wake the waiters,
/// wait, decode this batch), declared beside it. It holds no lock and starts no thread;
/// `DecodeAhead` runs it under its lock.
public struct DecodeAheadStateMachine<Batch, End> {
  /// Names a claimed batch, so its decoded value goes back to its place in the order.
  public typealias Ticket = Int

  /// Where the pipeline is. Each case holds exactly the data that phase has: the batches produced
  /// and not taken while they can still be taken, the producer's end once it said it.
  private enum State {
    /// The producer may hand over more batches; `queue` holds those not taken yet.
    case producing(Queue)
    /// The producer said no batch follows: the batches in `queue` are still decoded and taken,
    /// then the consumer gets `end`, for good.
    case finished(Queue, end: End)
    /// Ended now: nothing more is delivered, a batch coming back decoded is discarded, decoders exit.
    case stopped
    /// Only inside `changeQueue`, while it changes the queue: the state has let go of the queue so
    /// the queue's array has one owner and changes in place (swift-nio's copy-on-write sentinel).
    /// No event ever starts or ends in it.
    case modifying
  }

  private var state: State = .producing(Queue())
  /// Batches produced and not yet taken, at most.
  public let capacity: Int

  /// An empty pipeline holding at most `capacity` batches (at least one).
  public init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  // MARK: - Produce

  /// What the producer does after `produce`.
  public enum ProduceAction {
    /// The batch is in: wake the waiters (a decoder or the consumer may go on).
    case wake
    /// No room: here is the batch back; wait until the consumer takes one, then produce it again.
    case full(Batch)
    /// The pipeline stopped or finished: the batch is dropped, produce no more.
    case dropped
  }

  /// The producer hands over the next batch, `decoded` already or to be claimed and decoded.
  public mutating func produce(_ batch: Batch, decoded: Bool) -> ProduceAction {
    guard case .producing = state else { return .dropped }
    let capacity = capacity
    let isIn = changeQueue { queue in
      guard queue.slots.count < capacity else { return false }
      queue.slots.append(decoded ? .decoded(batch) : .waiting(batch))
      return true
    }
    return isIn == true ? .wake : .full(batch)
  }

  // MARK: - Claim and hand back (a decoder)

  /// What a decoder does after `claim`.
  public enum ClaimAction {
    /// Decode this batch outside the lock, then hand it back with `decoded(ticket, batch)`.
    case decode(Ticket, Batch)
    /// Nothing to decode yet: wait to be woken.
    case wait
    /// Nothing to decode ever again: end the decoder.
    case exit
  }

  /// A decoder asks for work: the oldest batch nobody decodes yet.
  public mutating func claim() -> ClaimAction {
    if let (ticket, batch) = changeQueue({ $0.claimOldestWaiting() }) { return .decode(ticket, batch) }
    // No batch waits: more may come while producing; once finished or stopped, none will.
    if case .producing = state { return .wait }
    return .exit
  }

  /// What a decoder does after `decoded`.
  public enum DecodedAction: Equatable {
    /// The batch is in its place: wake the waiters (the consumer may be waiting for it).
    case wake
    /// The pipeline stopped meanwhile (or the ticket was never claimed): the batch is dropped.
    case discard
  }

  /// A decoder hands back the batch it claimed, decoded.
  public mutating func decoded(_ ticket: Ticket, _ batch: Batch) -> DecodedAction {
    changeQueue({ $0.putDecoded(ticket, batch) }) == true ? .wake : .discard
  }

  // MARK: - Take (the consumer)

  /// What the consumer does after `take`.
  public enum TakeAction {
    /// Here is the next batch: use it, and wake the waiters (the producer has room again).
    case deliver(Batch)
    /// The next batch is not decoded yet: decode this later one outside the lock, hand it back with
    /// `decoded(ticket, batch)`, then take again.
    case decode(Ticket, Batch)
    /// The next batch is not there yet: wait to be woken, then take again.
    case wait
    /// The next batch is not there and the consumer's deadline passed: give up waiting.
    case nothingReady
    /// Every batch was taken and the producer finished with this.
    case end(End)
    /// The pipeline was stopped.
    case stopped
  }

  /// The consumer asks for the next batch in order; `helping` when it may decode one itself while
  /// the next is not decoded, `canWait` false once its deadline passed.
  public mutating func take(helping: Bool, canWait: Bool) -> TakeAction {
    if case .stopped = state { return .stopped }
    if let batch = changeQueue({ $0.takeFirstIfDecoded() }) { return .deliver(batch) }
    if helping, let (ticket, batch) = changeQueue({ $0.claimOldestWaiting() }) { return .decode(ticket, batch) }
    if case .finished(let queue, let end) = state, queue.slots.isEmpty { return .end(end) }
    return canWait ? .wait : .nothingReady
  }

  // MARK: - Finish and stop

  /// What the caller does after `finish` or `stop`.
  public enum FinishAction: Equatable {
    /// Wake every waiter: the news concerns them all.
    case wake
    /// The pipeline had already ended: nothing changed.
    case ignored
  }

  /// The producer says no batch follows; the consumer gets `end` after every batch.
  public mutating func finish(_ end: End) -> FinishAction {
    guard case .producing(let queue) = state else { return .ignored }
    state = .finished(queue, end: end)
    return .wake
  }

  /// Ends the pipeline now: every batch not taken is dropped, a batch being decoded is discarded
  /// when it comes back, the decoders exit and the producer's next batch is dropped.
  public mutating func stop() -> FinishAction {
    if case .stopped = state { return .ignored }
    state = .stopped
    return .wake
  }

  // MARK: - The queue

  /// Changes the queue of a pipeline that has one, in place; `nil` when stopped (or when `change`
  /// says so). The state lets go of the queue meanwhile (it is `modifying` for that instant, which
  /// no caller sees: the machine is one value changed by one event at a time), so the queue's
  /// array has one owner and is changed in place, never copied.
  private mutating func changeQueue<Result>(_ change: (inout Queue) -> Result?) -> Result? {
    switch state {
    case .producing(var queue):
      state = .modifying
      defer { state = .producing(queue) }
      return change(&queue)
    case .finished(var queue, let end):
      state = .modifying
      defer { state = .finished(queue, end: end) }
      return change(&queue)
    case .stopped, .modifying:
      return nil
    }
  }

  /// The batches produced and not taken, oldest first, each waiting, claimed or decoded.
  private struct Queue {
    enum Slot {
      case waiting(Batch)
      case claimed
      case decoded(Batch)
    }

    /// `slots[0]` holds ticket `firstTicket`.
    var slots: [Slot] = []
    var firstTicket: Ticket = 0

    /// Claims the oldest batch nobody decodes yet.
    mutating func claimOldestWaiting() -> (Ticket, Batch)? {
      guard let index = slots.firstIndex(where: { if case .waiting = $0 { true } else { false } }),
        case .waiting(let batch) = slots[index]
      else { return nil }
      slots[index] = .claimed
      return (firstTicket + index, batch)
    }

    /// Puts a claimed batch back decoded; false for a ticket not claimed (never, or handed back).
    mutating func putDecoded(_ ticket: Ticket, _ batch: Batch) -> Bool {
      let index = ticket - firstTicket
      guard slots.indices.contains(index), case .claimed = slots[index] else { return false }
      slots[index] = .decoded(batch)
      return true
    }

    /// Takes the oldest batch out if it is decoded.
    mutating func takeFirstIfDecoded() -> Batch? {
      guard case .decoded(let batch) = slots.first else { return nil }
      slots.removeFirst()
      firstTicket += 1
      return batch
    }
  }
}

extension DecodeAheadStateMachine.ProduceAction: Equatable where Batch: Equatable {}
extension DecodeAheadStateMachine.ProduceAction: Sendable where Batch: Sendable {}
extension DecodeAheadStateMachine.ClaimAction: Equatable where Batch: Equatable {}
extension DecodeAheadStateMachine.ClaimAction: Sendable where Batch: Sendable {}
extension DecodeAheadStateMachine.TakeAction: Equatable where Batch: Equatable, End: Equatable {}
extension DecodeAheadStateMachine.TakeAction: Sendable where Batch: Sendable, End: Sendable {}

/// A bounded decode-ahead pipeline between threads: the one lock around a
/// `DecodeAheadStateMachine`, which decides everything; this only waits, wakes and decodes.
///
/// Two shapes: a producer that decodes its batches itself, in order (`init(capacity:)`; live
/// input, whose IDs and times are made in line order), or batches decoded by a thread of their own
/// and by the consumer whenever it is ahead (`init(capacity:decoderThread:decode:)`; replay).
public final class DecodeAhead<Batch: Sendable, End: Sendable>: @unchecked Sendable {
  // `@unchecked`: `machine` is read and written under `condition`'s lock only (no speed reason:
  // Foundation's condition variable cannot own the state it guards, as `Locked` does).
  private let condition = NSCondition()
  private var machine: DecodeAheadStateMachine<Batch, End>
  private let decode: (@Sendable (inout Batch) -> Void)?

  /// A pipeline whose producer hands over batches it decoded itself.
  public init(capacity: Int) {
    machine = DecodeAheadStateMachine(capacity: capacity)
    decode = nil
  }

  /// A pipeline whose batches are decoded by `decode` on a thread named `name` (until `stop`), and
  /// on the consumer's thread while the batch it waits for is not decoded yet.
  public init(capacity: Int, decoderThread name: String, decode: @escaping @Sendable (inout Batch) -> Void) {
    machine = DecodeAheadStateMachine(capacity: capacity)
    self.decode = decode
    startThread(named: name) { [self] in decodeUntilStopped() }
  }

  /// Hands over the next batch, waiting while `capacity` batches are not taken; false when the
  /// pipeline ended (the batch is dropped).
  @discardableResult
  public func put(_ batch: consuming Batch) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    var batch = batch
    while true {
      switch machine.produce(batch, decoded: decode == nil) {
      case .wake:
        condition.broadcast()
        return true
      case .full(let returned):
        batch = returned
        condition.wait()
      case .dropped:
        return false
      }
    }
  }

  /// What `next(until:)` found.
  public enum Next {
    case batch(Batch)
    /// The deadline passed before the next batch was there.
    case timedOut
    /// Every batch was taken; the producer finished with this.
    case end(End)
    /// The pipeline was stopped.
    case stopped
  }

  /// The next batch in order, waiting for it at most until `deadline` (forever when `nil`).
  public func next(until deadline: ContinuousClock.Instant? = nil) -> Next {
    take(helping: decode != nil, deadline: deadline.map(Deadline.at) ?? .never)
  }

  /// The next batch if it is decoded already, without waiting or decoding.
  public func nextIfReady() -> Batch? {
    guard case .batch(let batch) = take(helping: false, deadline: .passed) else { return nil }
    return batch
  }

  /// Tells the consumer that no batch follows: it gets `end` after every batch.
  public func finish(_ end: End) {
    locked { machine.finish(end) }
  }

  /// Ends the pipeline now: batches not taken are dropped, the decoder thread ends.
  public func stop() {
    locked { machine.stop() }
  }

  private enum Deadline {
    case never
    case at(ContinuousClock.Instant)
    case passed
  }

  private func take(helping: Bool, deadline: Deadline) -> Next {
    condition.lock()
    defer { condition.unlock() }
    var deadline = deadline
    while true {
      let action = machine.take(helping: helping, canWait: !isPassed(deadline))
      switch consume action {
      case .deliver(let batch):
        condition.broadcast()
        return .batch(batch)
      case .decode(let ticket, let batch):
        decodeUnlocked(ticket, batch)
      case .wait:
        if case .at(let instant) = deadline, !condition.wait(until: Self.date(instant)) {
          deadline = .passed
        } else if case .never = deadline {
          condition.wait()
        }
      case .nothingReady:
        return .timedOut
      case .end(let end):
        return .end(end)
      case .stopped:
        return .stopped
      }
    }
  }

  private func decodeUntilStopped() {
    condition.lock()
    defer { condition.unlock() }
    while true {
      switch machine.claim() {
      case .decode(let ticket, let batch): decodeUnlocked(ticket, batch)
      case .wait: condition.wait()
      case .exit: return
      }
    }
  }

  /// Decodes a claimed batch outside the lock (the caller holds it) and puts it back.
  private func decodeUnlocked(_ ticket: DecodeAheadStateMachine<Batch, End>.Ticket, _ batch: consuming Batch) {
    var batch = batch
    condition.unlock()
    decode?(&batch)
    condition.lock()
    if case .wake = machine.decoded(ticket, batch) { condition.broadcast() }
  }

  private func locked(_ event: () -> DecodeAheadStateMachine<Batch, End>.FinishAction) {
    condition.lock()
    defer { condition.unlock() }
    if case .wake = event() { condition.broadcast() }
  }

  private func isPassed(_ deadline: Deadline) -> Bool {
    switch deadline {
    case .never: false
    case .at(let instant): instant <= ContinuousClock.now
    case .passed: true
    }
  }

  private static func date(_ instant: ContinuousClock.Instant) -> Date {
    let remaining = ContinuousClock.now.duration(to: instant).components
    return Date(timeIntervalSinceNow: Double(remaining.seconds) + Double(remaining.attoseconds) / 1e18)
  }
}

extension DecodeAhead.Next: Sendable {}

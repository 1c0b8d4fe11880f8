import Foundation

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
  private func decodeUnlocked(_ ticket: DecodeAheadTicket, _ batch: consuming Batch) {
    var batch = batch
    condition.unlock()
    decode?(&batch)
    condition.lock()
    if case .wake = machine.decoded(ticket, batch) { condition.broadcast() }
  }

  private func locked(_ event: () -> FinishAction) {
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

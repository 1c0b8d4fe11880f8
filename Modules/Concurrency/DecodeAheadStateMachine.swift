/// The rules of a bounded decode-ahead pipeline, as a plain value: batches are produced in order,
/// decoded by whoever claims them, and taken by one consumer strictly in order, with at most
/// `capacity` batches produced and not yet taken.
///
/// Written in the swift-nio style so every rule can be tested without threads: each method is one
/// event and returns what the caller must do (wake the waiters, wait, decode this batch). It holds
/// no lock and starts no thread; `DecodeAhead` runs it under its lock.
public struct DecodeAheadStateMachine<Batch, End> {
  private enum Slot {
    case waiting(Batch)
    case claimed
    case decoded(Batch)
  }

  /// Batches produced and not taken, oldest first; `slots[0]` holds ticket `firstTicket`.
  private var slots: [Slot] = []
  private var firstTicket: DecodeAheadTicket = 0
  private var end: End?
  private var stopped = false
  /// Batches produced and not yet taken, at most.
  public let capacity: Int

  /// An empty pipeline holding at most `capacity` batches (at least one).
  public init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The producer hands over the next batch, `decoded` already or to be claimed and decoded.
  public mutating func produce(_ batch: Batch, decoded: Bool) -> ProduceAction<Batch> {
    guard !stopped, end == nil else { return .dropped }
    guard slots.count < capacity else { return .full(batch) }
    slots.append(decoded ? .decoded(batch) : .waiting(batch))
    return .wake
  }

  /// A decoder asks for work: the oldest batch nobody decodes yet.
  public mutating func claim() -> ClaimAction<Batch> {
    if let (ticket, batch) = claimWaiting() { return .decode(ticket, batch) }
    return stopped || end != nil ? .exit : .wait
  }

  /// A decoder hands back the batch it claimed, decoded.
  public mutating func decoded(_ ticket: DecodeAheadTicket, _ batch: Batch) -> DecodedAction {
    let index = ticket - firstTicket
    guard !stopped, slots.indices.contains(index), case .claimed = slots[index] else { return .discard }
    slots[index] = .decoded(batch)
    return .wake
  }

  /// The consumer asks for the next batch in order; `helping` when it may decode one itself while
  /// the next is not decoded, `canWait` false once its deadline passed.
  public mutating func take(helping: Bool, canWait: Bool) -> TakeAction<Batch, End> {
    if stopped { return .stopped }
    if case .decoded(let batch) = slots.first {
      slots.removeFirst()
      firstTicket += 1
      return .deliver(batch)
    }
    if helping, let (ticket, batch) = claimWaiting() { return .decode(ticket, batch) }
    if slots.isEmpty, let end { return .end(end) }
    return canWait ? .wait : .nothingReady
  }

  /// The producer says no batch follows; the consumer gets `end` after every batch.
  public mutating func finish(_ end: End) -> FinishAction {
    guard !stopped, self.end == nil else { return .ignored }
    self.end = end
    return .wake
  }

  /// Ends the pipeline now: every batch not taken is dropped, a batch being decoded is discarded
  /// when it comes back, the decoders exit and the producer's next batch is dropped.
  public mutating func stop() -> FinishAction {
    guard !stopped else { return .ignored }
    stopped = true
    firstTicket += slots.count
    slots.removeAll()
    return .wake
  }

  private mutating func claimWaiting() -> (DecodeAheadTicket, Batch)? {
    guard !stopped, let index = slots.firstIndex(where: { if case .waiting = $0 { true } else { false } }),
      case .waiting(let batch) = slots[index]
    else { return nil }
    slots[index] = .claimed
    return (firstTicket + index, batch)
  }
}

import App
import BinaryFieldCodec
import Foundation
import JSONFieldCodec
import Journal
import StdioProtocol
import UDF

/// Replays journal records into a state on two cores: records are decoded in batches on a worker
/// thread (and on the caller's thread whenever it is ahead), while the caller reduces the decoded
/// batches strictly in record order.
///
/// Decoding a record (parsing it, checking its fields, reading its IDs and times) needs nothing
/// but its bytes, so it can run anywhere; reducing needs the state the records before it made, so
/// it runs on the caller's thread, one record after another. The outcome is exactly that of
/// `JournalReplay.apply` record by record: the same state, the same refusals in the same order
/// (`refusals`), and a record this app cannot replay fails the replay with its own `Mismatch`,
/// whichever thread decoded it, after every record before it was reduced.
///
/// Call `add` with each record in order and `finish` after the last one; `state` is final only
/// after `finish`. A journal shorter than one batch is replayed on the caller's thread alone.
public final class ConcurrentReplay {
  /// Records per batch: enough that handing a batch over costs nothing next to decoding it.
  static let batchSize = 256
  /// Batches handed out and not yet reduced, at most: the caller decodes one itself beyond that.
  static let batchesAhead = 4

  /// The state the records reduced so far made.
  public private(set) var state: AppState
  /// The records today's rules refused, in order.
  package private(set) var refusals = ReplayRefusals()
  /// How many records today's rules refused.
  public var refusedCount: Int { refusals.count }
  private var progress: ReplayProgress
  private var filling = Batch()
  /// Batches handed to the decoders, oldest first, each reduced once decoded.
  private var inFlight: [Batch] = []
  private var decoders: DecodeQueue?
  /// Whether a record failed the replay (so no later record's failure is reported instead).
  private var failed = false

  /// A replay starting from `state` (a snapshot's, or the empty state), counting on `progress`.
  public init(state: AppState, progress: ReplayProgress = ReplayProgress(enabled: false) { _ in }) {
    self.state = state
    self.progress = progress
  }

  deinit {
    decoders?.stop()
  }

  /// Takes the next record (its bytes are copied); may reduce records added earlier. Throws the
  /// `Mismatch` of the first record, in order, that this app cannot replay.
  public func add(_ entry: JournalEntry) throws {
    if entry.isBase {
      // A compacted journal's first record: its state replaces everything before it.
      try reduceEverything()
      try JournalReplay.apply(entry, to: &state)
      progress.recordReplayed()
      return
    }
    filling.append(entry)
    if filling.count == Self.batchSize { try handOver() }
  }

  /// Reduces every record added, ends the progress line and stops the worker. Throws like `add`.
  public func finish() throws {
    try reduceEverything()
    decoders?.stop()
    decoders = nil
    progress.finish()
  }

  /// Clears the progress line after a failed replay, so the error gets a line of its own.
  public func abandon() {
    decoders?.stop()
    decoders = nil
    progress.abandon()
  }

  /// The `Mismatch` of the first record added but not yet reduced that cannot be decoded, if
  /// any, when the replay itself has not failed: when reading the journal fails further on, this
  /// is the error a replay one record at a time would have met first.
  public func firstUndecodable() -> (any Error)? {
    guard !failed else { return nil }
    if let decoders {
      for batch in inFlight {
        while !decoders.isDecoded(batch) { decoders.decodeOneOrWait(for: batch) }
        if let failure = batch.firstFailure { return failure }
      }
    }
    filling.decode()
    return filling.firstFailure
  }

  private func handOver() throws {
    let batch = filling
    filling = Batch()
    let decoders = self.decoders ?? DecodeQueue.started()
    self.decoders = decoders
    decoders.enqueue(batch)
    inFlight.append(batch)
    try reduceDecoded(decoders)
    while inFlight.count > Self.batchesAhead {
      decoders.decodeOneOrWait(for: inFlight[0])
      try reduceDecoded(decoders)
    }
  }

  private func reduceEverything() throws {
    if !filling.isEmpty {
      if decoders == nil {
        filling.decode()
        try reduce(filling)
        filling = Batch()
      } else {
        try handOver()
      }
    }
    // Batches are in flight only once the queue has started.
    guard let decoders else { return }
    while let oldest = inFlight.first {
      decoders.decodeOneOrWait(for: oldest)
      try reduceDecoded(decoders)
    }
  }

  private func reduceDecoded(_ decoders: DecodeQueue) throws {
    while let oldest = inFlight.first, decoders.isDecoded(oldest) {
      inFlight.removeFirst()
      try reduce(oldest)
    }
  }

  private func reduce(_ batch: Batch) throws {
    // One access to each property for the whole batch, not one per record (each access to a
    // class's property is checked for exclusivity at run time).
    try Self.reduce(batch, into: &state, refusals: &refusals, progress: &progress, failed: &failed)
  }

  private static func reduce(
    _ batch: Batch, into state: inout AppState, refusals: inout ReplayRefusals, progress: inout ReplayProgress,
    failed: inout Bool
  ) throws {
    for index in 0..<batch.count {
      let action: AppAction
      switch batch.take() {
      case .success(let decodedAction): action = decodedAction
      case .failure(let error):
        failed = true
        throw error
      }
      do {
        try AppState.reduce(&state, action)
      } catch {
        refusals.note(record: batch.sequenceNumbers[index], action: action, rejection: error)
      }
      progress.recordReplayed()
    }
  }
}

/// Consecutive records: their payloads copied out of the reader's buffer, then their actions.
///
/// `@unchecked Sendable`: the caller fills it before handing it to `DecodeQueue`, exactly one
/// thread decodes it (the one that claimed it), and the caller takes the actions only after the
/// queue, under its lock, says it is decoded.
///
/// The actions are moved out (`take`), not copied: the strings and arrays in them were made on
/// the decoding core, and every reference count touched on the reducing core costs a transfer of
/// that object's cache line.
private final class Batch: @unchecked Sendable {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  private var offsets: [Int] = []
  private(set) var sequenceNumbers: [Int] = []
  /// Each record's action, or why it cannot be replayed: `decodedCount` initialized, the first
  /// `takenCount` of them moved out.
  private let actions = UnsafeMutablePointer<Result<AppAction, any Error>>.allocate(
    capacity: ConcurrentReplay.batchSize)
  private var decodedCount = 0
  private var takenCount = 0
  /// Set under `DecodeQueue`'s lock once every action is decoded.
  var isDecoded = false

  var count: Int { ends.count }
  var isEmpty: Bool { ends.isEmpty }

  init() {
    bytes.reserveCapacity(ConcurrentReplay.batchSize * 192)
    ends.reserveCapacity(ConcurrentReplay.batchSize)
    offsets.reserveCapacity(ConcurrentReplay.batchSize)
    sequenceNumbers.reserveCapacity(ConcurrentReplay.batchSize)
  }

  deinit {
    (actions + takenCount).deinitialize(count: decodedCount - takenCount)
    actions.deallocate()
  }

  func append(_ entry: JournalEntry) {
    bytes.append(contentsOf: entry.payload)
    ends.append(bytes.count)
    offsets.append(entry.offset)
    sequenceNumbers.append(entry.seq)
  }

  /// Decodes the records not decoded yet (all of them, the first time).
  func decode() {
    bytes.withUnsafeBytes { all in
      for index in decodedCount..<ends.count {
        let start = index == 0 ? 0 : ends[index - 1]
        let payload = UnsafeRawBufferPointer(rebasing: all[start..<ends[index]])
        let record = (seq: sequenceNumbers[index], offset: offsets[index])
        (actions + index).initialize(
          to: Result {
            try JournalReplay.action(from: payload, record: "record \(record.seq) at byte \(record.offset)")
          })
        decodedCount = index + 1
      }
    }
  }

  /// The first failure among the decoded actions not taken yet, if any.
  var firstFailure: (any Error)? {
    for index in takenCount..<decodedCount {
      if case .failure(let error) = actions[index] { return error }
    }
    return nil
  }

  /// Moves the next action out, in order.
  func take() -> Result<AppAction, any Error> {
    defer { takenCount += 1 }
    return (actions + takenCount).move()
  }
}

/// The batches waiting to be decoded, and the worker thread that decodes them one after another
/// until stopped; the caller decodes one too (`decodeOneOrWait`) when it is ahead.
private final class DecodeQueue: @unchecked Sendable {
  // `@unchecked`: every property is read and written under `condition`'s lock.
  private let condition = NSCondition()
  private var waiting: [Batch] = []
  private var stopped = false

  /// A queue with its worker thread running.
  static func started() -> DecodeQueue {
    let queue = DecodeQueue()
    let thread = Thread { queue.work() }
    thread.name = "superapp replay decoder"
    thread.start()
    return queue
  }

  func enqueue(_ batch: Batch) {
    locked {
      waiting.append(batch)
      condition.signal()
    }
  }

  /// Decodes the oldest batch nobody decodes yet on the caller's thread, or, when there is none,
  /// waits until `batch` is decoded.
  func decodeOneOrWait(for batch: Batch) {
    if let unclaimed = locked({ waiting.isEmpty ? nil : waiting.removeFirst() }) {
      unclaimed.decode()
      markDecoded(unclaimed)
    } else {
      locked {
        while !batch.isDecoded { condition.wait() }
      }
    }
  }

  private func markDecoded(_ batch: Batch) {
    locked {
      batch.isDecoded = true
      condition.broadcast()
    }
  }

  func isDecoded(_ batch: Batch) -> Bool {
    locked { batch.isDecoded }
  }

  /// Ends the worker once it finishes the batch it holds; batches still waiting are dropped.
  func stop() {
    locked {
      stopped = true
      waiting.removeAll()
      condition.broadcast()
    }
  }

  private func work() {
    while let batch = next() {
      batch.decode()
      markDecoded(batch)
    }
  }

  private func next() -> Batch? {
    locked {
      while waiting.isEmpty && !stopped { condition.wait() }
      return stopped ? nil : waiting.removeFirst()
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }
}

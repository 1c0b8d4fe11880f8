import App
import BinaryFieldCodec
import Concurrency
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
  /// Batches handed out and not yet reduced, at most: beyond that the caller reduces the oldest
  /// first, decoding a later one itself while the oldest is not decoded.
  static let batchesAhead = 4

  /// The state the records reduced so far made.
  public private(set) var state: AppState
  /// The records today's rules refused, in order.
  package private(set) var refusals = ReplayRefusals()
  /// How many records today's rules refused.
  public var refusedCount: Int { refusals.count }
  private var progress: ReplayProgress
  private var filling = ReplayBatch(records: batchSize)
  /// Batches handed to the decoders and not yet reduced (taken back in order, once decoded).
  private var inFlight = 0
  private var decoders: DecodeAhead<ReplayBatch, Never>?
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
  /// is the error a replay one record at a time would have met first. The replay cannot go on
  /// after it (the records it looked at are dropped): call `abandon` next.
  public func firstUndecodable() -> (any Error)? {
    guard !failed else { return nil }
    while inFlight > 0, let batch = takeDecoded() {
      if let failure = batch.firstFailure { return failure }
    }
    filling.decode()
    return filling.firstFailure
  }

  private func handOver() throws {
    let decoders = self.decoders ?? Self.startDecoders()
    self.decoders = decoders
    while inFlight >= Self.batchesAhead, var oldest = takeDecoded() { try reduce(&oldest) }
    decoders.put(filling)
    filling = ReplayBatch(records: Self.batchSize)
    inFlight += 1
    while inFlight > 0, var ready = decoders.nextIfReady() {
      inFlight -= 1
      try reduce(&ready)
    }
  }

  private static func startDecoders() -> DecodeAhead<ReplayBatch, Never> {
    DecodeAhead(capacity: batchesAhead, decoderThread: "superapp replay decoder") { $0.decode() }
  }

  /// The oldest batch handed over, once decoded (by the decoder thread, or here while it is ahead).
  private func takeDecoded() -> ReplayBatch? {
    guard let decoders, case .batch(let batch) = decoders.next() else { return nil }
    inFlight -= 1
    return batch
  }

  private func reduceEverything() throws {
    if !filling.isEmpty {
      if decoders == nil {
        filling.decode()
        try reduce(&filling)
        filling = ReplayBatch(records: Self.batchSize)
      } else {
        try handOver()
      }
    }
    while inFlight > 0, var oldest = takeDecoded() { try reduce(&oldest) }
  }

  private func reduce(_ batch: inout ReplayBatch) throws {
    // One access to each property for the whole batch, not one per record (each access to a
    // class's property is checked for exclusivity at run time).
    try Self.reduce(&batch, into: &state, refusals: &refusals, progress: &progress, failed: &failed)
  }

  private static func reduce(
    _ batch: inout ReplayBatch, into state: inout AppState, refusals: inout ReplayRefusals,
    progress: inout ReplayProgress, failed: inout Bool
  ) throws {
    for index in 0..<batch.count {
      guard let decoded = batch.take() else { return }
      let action: AppAction
      switch consume decoded {
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

import App
import Foundation
import UDF

/// Replays journal records on two cores: the reading thread checks and parses each record, a
/// worker thread decodes and dispatches them, strictly in order.
///
/// Replay is the app's start-up time, and a record's work splits evenly between parsing its JSON
/// and turning it into a dispatched action; the journal reader hands records over one at a time on
/// its own thread, so the second half moves to a worker. Errors keep their order: the first record
/// that fails, in journal order, is the one reported.
public final class ReplayPipeline: @unchecked Sendable {
  private struct Record: Sendable {
    let value: JSONValue
    let seq: Int
    let offset: Int
  }

  private static let batchSize = 512
  private static let maximumQueuedBatches = 32

  private let store: AppStore
  private let condition = NSCondition()
  private var queue: [[Record]] = []
  private var isClosed = false
  private var isWorkerDone = false
  private var failure: (any Error)?
  private var pending: [Record] = []
  private var progress = ReplayProgress()

  /// Starts the worker that dispatches into `store`.
  public init(store: AppStore) {
    self.store = store
    pending.reserveCapacity(Self.batchSize)
    Thread.detachNewThread { [self] in work() }
  }

  /// Parses one record and queues it; throws the first failure so the reader stops at once.
  public func submit(_ entry: JournalEntry) throws {
    let value: JSONValue
    do {
      value = try JournalReplay.parse(entry.payload, record: "record \(entry.seq) at byte \(entry.offset)")
    } catch {
      try finish()
      throw error
    }
    pending.append(Record(value: value, seq: entry.seq, offset: entry.offset))
    progress.recordReplayed()
    if pending.count == Self.batchSize { try send() }
  }

  /// Waits until every queued record is dispatched; throws the first failure, if any.
  public func finish() throws {
    try? send()
    condition.lock()
    isClosed = true
    condition.broadcast()
    while !isWorkerDone { condition.wait() }
    let failure = failure
    condition.unlock()
    progress.finish()
    if let failure { throw failure }
  }

  private func send() throws {
    let batch = pending
    pending.removeAll(keepingCapacity: true)
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= Self.maximumQueuedBatches && failure == nil { condition.wait() }
    if let failure { throw failure }
    if !batch.isEmpty {
      queue.append(batch)
      condition.broadcast()
    }
  }

  private func work() {
    while let batch = nextBatch() {
      for record in batch {
        do {
          try apply(record)
        } catch {
          condition.lock()
          failure = error
          queue.removeAll()
          condition.broadcast()
          condition.unlock()
          break
        }
      }
    }
    condition.lock()
    isWorkerDone = true
    condition.broadcast()
    condition.unlock()
  }

  private func nextBatch() -> [Record]? {
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty && !isClosed && failure == nil { condition.wait() }
    guard failure == nil, !queue.isEmpty else { return nil }
    condition.broadcast()
    return queue.removeFirst()
  }

  private func apply(_ record: Record) throws {
    let name = { "record \(record.seq) at byte \(record.offset)" }
    let action = try JournalReplay.action(from: record.value, record: name())
    if case .rejected(let rejection) = store.dispatch(action) {
      throw JournalReplay.Mismatch(description: "\(name()) is refused on replay: \(rejection)")
    }
  }
}

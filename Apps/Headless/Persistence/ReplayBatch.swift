import App
import Journal

/// Consecutive journal records for `ConcurrentReplay`: their payloads copied out of the reader's
/// buffer, then, once decoded on whichever thread claimed the batch, their actions.
///
/// The actions are moved out in order (`take`), not copied: the strings and arrays in them were
/// made on the decoding core, and every reference count touched on the reducing core costs a
/// transfer of that object's cache line.
/// Each payload is decoded in place from the batch's buffer, lent as a span for the decode.
struct ReplayBatch: Sendable {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  private var offsets: [Int] = []
  private(set) var sequenceNumbers: [Int] = []
  /// Each record's action, or why it cannot be replayed; `nil` once taken.
  private var actions: [Result<AppAction, any Error>?] = []
  private var taken = 0

  var count: Int { ends.count }
  var isEmpty: Bool { ends.isEmpty }

  /// An empty batch with room for `records` records.
  init(records: Int) {
    bytes.reserveCapacity(records * 192)
    ends.reserveCapacity(records)
    offsets.reserveCapacity(records)
    sequenceNumbers.reserveCapacity(records)
  }

  mutating func append(_ entry: JournalEntry) {
    entry.appendPayload(to: &bytes)
    ends.append(bytes.count)
    offsets.append(entry.offset)
    sequenceNumbers.append(entry.seq)
  }

  /// Decodes the records not decoded yet (all of them, the first time).
  mutating func decode() {
    guard actions.count < count else { return }
    var decoded = actions
    decoded.reserveCapacity(count)
    let bytes = bytes
    let all = bytes.span
    for index in decoded.count..<ends.count {
      let payload = all.extracting((index == 0 ? 0 : ends[index - 1])..<ends[index])
      let (seq, offset) = (sequenceNumbers[index], offsets[index])
      decoded.append(Result { try JournalReplay.action(from: payload, record: "record \(seq) at byte \(offset)") })
    }
    actions = decoded
  }

  /// The first failure among the decoded actions not taken yet, if any.
  var firstFailure: (any Error)? {
    for case .failure(let error)? in actions[taken...] { return error }
    return nil
  }

  /// Moves the next action out, in order; `nil` after the last decoded one.
  mutating func take() -> Result<AppAction, any Error>? {
    guard taken < actions.count else { return nil }
    defer { taken += 1 }
    return actions[taken].take()
  }
}

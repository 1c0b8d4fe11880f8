/// One record handed out by recovery: its sequence number and its payload bytes.
///
/// `payload` points into the reader's buffer and is valid only during the call that received the
/// entry (copy it with `payloadBytes` to keep it). This lets replay decode straight from the file
/// buffer without an allocation per record. It keeps a pointer for that (a byte-level type of the
/// journal, with `JournalLineReader`): code that reads the payload goes through `withPayload`.
public struct JournalEntry {
  /// The record's sequence number (1, 2, 3, ...; a compacted journal's start at its base).
  public let seq: Int
  /// Byte offset of the record's first byte in the file.
  public let offset: Int
  /// The payload exactly as appended (checksum verified). Valid only during the call.
  public let payload: UnsafeRawBufferPointer
  /// The record's CRC32C (of the payload), as stored: with `offset` it identifies the record, so
  /// a snapshot can check that a journal still holds the record it was taken after.
  public let checksum: UInt32
  /// The byte offset just past the record's newline: where the next record starts.
  public let end: Int
  /// Whether this is a compacted journal's base record: its payload is the app's base (the state
  /// after every record compacted away), not one action.
  public let isBase: Bool

  /// Calls `body` with the payload as a span: how replay reads a record in place with no pointer
  /// in its code.
  @inlinable
  public func withPayload<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
    try payload.withMemoryRebound(to: UInt8.self) { try body($0.span) }
  }

  /// Appends the payload to `bytes`: how a batch of records keeps them with no allocation each.
  public func appendPayload(to bytes: inout [UInt8]) {
    bytes.append(contentsOf: payload)
  }

  /// A copy of the payload that outlives the call.
  public var payloadBytes: [UInt8] { Array(payload) }

  /// Where a replay may resume after this record (what a snapshot taken here records).
  public var resumePoint: JournalResumePoint { .init(seq: seq, offset: offset, end: end, checksum: checksum) }
}

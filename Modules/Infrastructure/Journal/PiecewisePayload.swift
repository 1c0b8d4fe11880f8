import Checksum

/// A record payload too large to hold whole (a compacted journal's base record: the app's whole
/// state), made in pieces by `produce`, which hands each piece in order to the function it is
/// given.
///
/// A record's head holds its payload's checksum, so the payload is made twice: once here, to learn
/// its length and checksum and check it (not empty, no newline), and once as `Journal.compact`
/// writes it, when the same length and checksum are required again. Memory holds one piece at a
/// time, never the payload.
public struct PiecewisePayload {
  /// The payload's length in bytes.
  public let count: Int
  /// The CRC32C of the payload's bytes.
  public let checksum: UInt32
  let produce: (_ consume: (UnsafeRawBufferPointer) -> Void) -> Void

  /// Measures the payload `produce` makes; `invalidPayload` when it is empty or holds a newline.
  public init(_ produce: @escaping (_ consume: (UnsafeRawBufferPointer) -> Void) -> Void) throws(JournalError) {
    var measure = Measure()
    produce { measure.add($0) }
    if let problem = measure.problem { throw .invalidPayload(reason: problem) }
    count = measure.count
    checksum = measure.checksum
    self.produce = produce
  }

  /// A payload already held whole, as one piece.
  public init(_ bytes: [UInt8]) throws(JournalError) {
    try self.init { consume in bytes.withUnsafeBytes(consume) }
  }

  /// The running length, checksum and first problem of the pieces seen so far.
  struct Measure {
    var count = 0
    var checksum: UInt32 = 0
    var newlineAt: Int?

    mutating func add(_ piece: UnsafeRawBufferPointer) {
      if newlineAt == nil, let index = piece.firstIndex(of: JournalRecordFormat.newline) {
        newlineAt = count + index
      }
      checksum = CRC32C.checksum(piece, continuing: checksum)
      count += piece.count
    }

    /// What makes the pieces no journal payload (`JournalRecordFormat.problem`'s wording).
    var problem: String? {
      if count == 0 { return "the payload is empty" }
      return newlineAt.map { "the payload contains a newline byte at index \($0)" }
    }
  }
}

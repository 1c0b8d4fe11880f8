import Checksum

/// A record payload too large to hold whole (a compacted journal's base record: the app's whole
/// state), made in pieces by `produce`, which hands each piece in order to the function it gets.
///
/// A record's head holds its payload's checksum, so the payload is made twice: here, to learn its
/// length and checksum and check it (not empty, no newline), and as `Journal.compact` writes it,
/// when the same length and checksum are required again. One piece is held at a time.
public struct PiecewisePayload {
  /// The payload's length in bytes.
  public let count: Int
  /// The CRC32C of the payload's bytes.
  public let checksum: UInt32
  let produce: (_ consume: ([UInt8]) -> Void) -> Void

  /// Measures the payload `produce` makes; `invalidPayload` when it is empty or holds a newline.
  public init(_ produce: @escaping (_ consume: ([UInt8]) -> Void) -> Void) throws(JournalError) {
    var measure = Measure()
    produce { measure.add($0) }
    if measure.count == 0 { throw .invalidPayload(reason: "the payload is empty") }
    if let index = measure.newlineAt {
      throw .invalidPayload(reason: "the payload contains a newline byte at index \(index)")
    }
    (count, checksum, self.produce) = (measure.count, measure.checksum, produce)
  }

  /// The running length, checksum and first newline of the pieces seen so far.
  struct Measure {
    var count = 0
    var checksum: UInt32 = 0
    var newlineAt: Int?

    mutating func add(_ piece: [UInt8]) {
      if newlineAt == nil, let index = piece.firstIndex(of: JournalRecordFormat.newline) {
        newlineAt = count + index
      }
      checksum = CRC32C.checksum(piece, continuing: checksum)
      count += piece.count
    }
  }
}

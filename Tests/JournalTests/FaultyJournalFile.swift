@testable import Journal

/// An in-memory `JournalFile` that can fail or tear its Nth write or fail its Nth fsync.
///
/// `bytes` is what a reader would find after a crash of the process ("the bytes as they stand");
/// `durableLength` is how much of it the last successful fsync covered, for power-loss scenarios.
final class FaultyJournalFile: JournalFile {
  /// A planned failure; counts are 1-based and count only calls of that kind.
  enum Fault: Equatable, CustomStringConvertible {
    /// The Nth write fails having written nothing.
    case failWrite(Int)
    /// The Nth write stores only its first `keeping` bytes, then fails.
    case tearWrite(Int, keeping: Int)
    /// The Nth write stores all but its last `dropping` bytes, then fails.
    case tearWriteDropping(Int, dropping: Int)
    /// The Nth fsync fails (what it covered is unknown: `durableLength` does not move).
    case failSync(Int)
    /// The disk is full once the file is `length` bytes long: a write stores what fits and then
    /// fails, and so does a quarantine copy of anything.
    case diskFull(atLength: Int)

    var description: String {
      switch self {
      case .failWrite(let n): return "fail write \(n)"
      case .tearWrite(let n, let keeping): return "tear write \(n) keeping \(keeping) bytes"
      case .tearWriteDropping(let n, let dropping): return "tear write \(n) dropping its last \(dropping) bytes"
      case .failSync(let n): return "fail fsync \(n)"
      case .diskFull(let length): return "disk full at \(length) bytes"
      }
    }
  }

  private(set) var bytes: [UInt8]
  private(set) var durableLength: Int
  private(set) var writeCount = 0
  private(set) var syncCount = 0
  /// What happened, in order: "write 57", "write 12 of 57", "sync", "truncate 120".
  private(set) var operations: [String] = []
  private(set) var isClosed = false
  var fault: Fault?

  /// What `quarantine` copied, in order.
  private(set) var quarantined: [[UInt8]] = []

  /// A file holding `bytes`; by default a new journal (just its header), as `PosixJournalFile`
  /// creates one.
  init(bytes: [UInt8] = testJournalHeader, fault: Fault? = nil) {
    self.bytes = bytes
    self.durableLength = bytes.count
    self.fault = fault
  }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(JournalError) -> Int {
    guard !isClosed else { throw .readFailed(reason: "closed") }
    let count = max(0, min(buffer.count, bytes.count - offset))
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
    }
    return count
  }

  func write(_ data: UnsafeRawBufferPointer) throws(JournalError) {
    guard !isClosed else { throw .writeFailed(reason: "closed") }
    writeCount += 1
    switch fault {
    case .failWrite(writeCount):
      throw .writeFailed(reason: "injected failure of write \(writeCount)")
    case .tearWrite(writeCount, let keeping):
      bytes.append(contentsOf: data.prefix(keeping))
      operations.append("write \(min(keeping, data.count)) of \(data.count)")
      throw .writeFailed(reason: "injected tear of write \(writeCount)")
    case .tearWriteDropping(writeCount, let dropping):
      bytes.append(contentsOf: data.dropLast(dropping))
      operations.append("write \(max(0, data.count - dropping)) of \(data.count)")
      throw .writeFailed(reason: "injected tear of write \(writeCount)")
    case .diskFull(let length) where bytes.count + data.count > length:
      let room = max(0, length - bytes.count)
      bytes.append(contentsOf: data.prefix(room))
      operations.append("write \(room) of \(data.count)")
      throw .writeFailed(reason: "no space left on device")
    default:
      bytes.append(contentsOf: data)
      operations.append("write \(data.count)")
    }
  }

  func sync() throws(JournalError) {
    guard !isClosed else { throw .fsyncFailed(reason: "closed") }
    syncCount += 1
    if case .failSync(syncCount) = fault {
      throw .fsyncFailed(reason: "injected failure of fsync \(syncCount)")
    }
    durableLength = bytes.count
    operations.append("sync")
  }

  func quarantine(from offset: Int) throws(JournalError) -> String {
    guard !isClosed else { throw .quarantineFailed(reason: "closed") }
    if case .diskFull = fault, offset < bytes.count { throw .quarantineFailed(reason: "no space left on device") }
    operations.append("quarantine \(offset)")
    quarantined.append(Array(bytes[min(offset, bytes.count)...]))
    return "memory.torn-at-\(offset)"
  }

  func truncate(to length: Int) throws(JournalError) {
    guard !isClosed else { throw .truncateFailed(reason: "closed") }
    operations.append("truncate \(length)")
    bytes.removeSubrange(min(length, bytes.count)...)
    durableLength = min(durableLength, length)
  }

  func close() {
    isClosed = true
  }
}

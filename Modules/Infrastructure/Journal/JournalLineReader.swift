#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a journal file line by line through one reused buffer, so recovery never holds the whole
/// file in memory.
///
/// The buffer starts at 1 MiB and doubles when one line does not fit, with `realloc`: a large
/// buffer's pages are moved, not copied, so a compacted journal's base record of hundreds of
/// megabytes is never held twice while it is read. A line that cannot be a
/// record or a header (it does not start like `{"v":` or `{"superappJournal":`) and does not fit is skipped without being buffered, so a
/// tail of gigabytes of zeros costs no memory.
/// Its buffer is raw memory it allocates and frees itself (`malloc`, `realloc`, `free`): lines are
/// lent as pointers into it, valid until the next read.
final class JournalLineReader {
  /// The next line of the file.
  enum Line {
    /// A line held in the buffer, without its newline; `bytes` is valid until the next `next()`.
    case bytes(offset: Int, bytes: UnsafeBufferPointer<UInt8>, terminated: Bool)
    /// A long line that is not a record, skipped unread.
    case skipped(offset: Int, startsWithZero: Bool, terminated: Bool)
  }

  private let file: any JournalFile
  /// The buffer, `nil` until the first read.
  private var storage: UnsafeMutableRawPointer?
  /// The buffer's size, or the size it gets at the first read.
  private var capacity: Int
  /// File offset of `storage[0]`.
  private var storageOffset = 0
  /// First unconsumed byte in `storage`.
  private var begin = 0
  /// One past the last byte read into `storage`.
  private var end = 0
  private var reachedEnd = false

  /// Starts reading `file` from byte `offset` (0: the start).
  init(file: any JournalFile, chunkSize: Int = 1 << 20, startingAt offset: Int = 0) {
    self.file = file
    capacity = max(chunkSize, 16)
    storageOffset = offset
  }

  deinit {
    free(storage)
  }

  /// The file offset of the next unread line; the file's length once `next()` has returned nil.
  var position: Int { storageOffset + begin }

  /// The next line, or nil at the end of the file. A last line without a newline is `terminated: false`.
  func next() throws(JournalError) -> Line? {
    var skipping: (offset: Int, startsWithZero: Bool)?
    while true {
      let available = end - begin
      if available > 0, let storage, let found = memchr(storage + begin, Int32(JournalRecordFormat.newline), available)
      {
        let start = begin
        let length = storage.distance(to: found) - start
        begin = start + length + 1
        if let skip = skipping {
          return .skipped(offset: skip.offset, startsWithZero: skip.startsWithZero, terminated: true)
        }
        let bytes = Self.lent(storage, start, length)
        return .bytes(offset: storageOffset + start, bytes: bytes, terminated: true)
      }
      if reachedEnd {
        if let skip = skipping {
          return .skipped(offset: skip.offset, startsWithZero: skip.startsWithZero, terminated: false)
        }
        guard available > 0, let storage else { return nil }
        let start = begin
        begin = end
        let bytes = Self.lent(storage, start, available)
        return .bytes(offset: storageOffset + start, bytes: bytes, terminated: false)
      }
      if skipping == nil, available == capacity, let storage {
        let buffered = Self.lent(storage, begin, available).span
        if !JournalRecordFormat.startsLikeRecord(buffered), !JournalHeader.startsLikeHeader(buffered) {
          skipping = (storageOffset + begin, storage.load(fromByteOffset: begin, as: UInt8.self) == 0)
        }
      }
      try refill(discarding: skipping != nil)
    }
  }

  /// Bytes `start..<start + count` of the buffer, lent until the next read.
  private static func lent(_ storage: UnsafeMutableRawPointer, _ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt8>
  {
    UnsafeBufferPointer(start: (storage + start).assumingMemoryBound(to: UInt8.self), count: count)
  }

  /// Moves the unconsumed bytes to the front (or drops them), grows if full, and reads more.
  private func refill(discarding: Bool) throws(JournalError) {
    if discarding {
      storageOffset += end
      begin = 0
      end = 0
    } else if begin > 0, let storage {
      memmove(storage, storage + begin, end - begin)
      storageOffset += begin
      end -= begin
      begin = 0
    }
    if storage == nil || end == capacity {
      let size = storage == nil ? capacity : capacity * 2
      guard let grown = realloc(storage, size) else {
        throw .readFailed(reason: "no memory for a buffer of \(size) bytes to read a line of the journal")
      }
      storage = grown
      capacity = size
    }
    guard let storage else { return }
    let count = try file.read(
      at: storageOffset + end,
      into: UnsafeMutableRawBufferPointer(start: storage + end, count: capacity - end)
    )
    if count == 0 { reachedEnd = true } else { end += count }
  }
}

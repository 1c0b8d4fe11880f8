import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a whole regular file without ever waiting on something that is not one, a large file in
/// parts on every core.
/// A file is read straight into uninitialized array storage (`unsafeUninitializedCapacity`):
/// 43 MB of snapshot are not zero-filled first; kept: on the J2 start hot path, not measured alone.
public enum RegularFile {
  /// The bytes of a regular file (up to `limit`), opened without blocking: a FIFO or a device
  /// named like a snapshot (or like an inspector page to replace) is refused (`unreadable`), never
  /// waited on.
  public static func read(_ path: String, limit: Int?) throws(FileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(reason: "cannot open it: \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(reason: "it is not a regular file")
    }
    // One buffer of the file's size plus a byte to see the end, filled without zeroing it first.
    let cap = limit ?? Int.max
    let expected = min(cap, max(Int(status.st_size), 0) + 1)
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
      initialized = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: 0)
    }
    // The file grew while it was read: read on, a chunk at a time.
    var chunk = [UInt8](repeating: 0, count: bytes.count == expected && expected < cap ? 1 << 16 : 0)
    while !chunk.isEmpty && bytes.count < cap {
      let count = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0, at: bytes.count) }
      bytes += chunk[..<min(count, cap - bytes.count)]
      guard count == chunk.count else { break }
    }
    return bytes
  }

  /// Reads from byte `offset` until `buffer` is full or the file ends (or fails); the number of
  /// bytes read. A large buffer is filled in parts on every core: copying a 43 MB snapshot from the
  /// page cache into fresh pages kept one core busy for 20 ms while the others waited.
  private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int
  {
    let parts = buffer.count >= 1 << 22 ? ProcessInfo.processInfo.activeProcessorCount : 1
    guard parts > 1 else { return readPart(descriptor, into: buffer, at: offset) }
    // A pointer is not Sendable, so the parts get the buffer's and the counts' addresses as
    // integers: both outlive `concurrentPerform`, which returns after every part, and each part
    // writes only its own bytes and its own count (no lock: the return orders every write before
    // the reads below).
    let address = Int(bitPattern: buffer.baseAddress)
    let total = buffer.count
    let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: parts)
    counts.initialize(repeating: 0)
    defer { counts.deallocate() }
    let countsAddress = Int(bitPattern: counts.baseAddress)
    let range = { @Sendable (part: Int) in total * part / parts..<total * (part + 1) / parts }
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let bytes = range(part)
      let target = UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(bitPattern: address), count: total)
      let count = readPart(
        descriptor, into: UnsafeMutableRawBufferPointer(rebasing: target[bytes]), at: offset + bytes.lowerBound)
      UnsafeMutablePointer<Int>(bitPattern: countsAddress)?.advanced(by: part).pointee = count
    }
    // The bytes read end in the first part the file ended in (a file that shrank meanwhile).
    var filled = 0
    for (part, count) in counts.enumerated() {
      filled += count
      guard count == range(part).count else { break }
    }
    return filled
  }

  /// Reads from byte `offset` until `buffer` is full or the file ends (or fails).
  private static func readPart(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let count = pread(descriptor, base + filled, buffer.count - filled, off_t(offset + filled))
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      filled += count
    }
    return filled
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading many bytes at once, for `RegularFile`: straight into a new array's uninitialized storage
/// (`unsafeUninitializedCapacity`: 43 MB of snapshot are not zero-filled first), a large read in
/// parts on every core. Kept for its figure, measured alone (a 43.2 MB file read with `pread` 30
/// times each way, alternating, CPU time medians, issue 42): 27.3 ms into uninitialized storage,
/// 33.9 ms zero-filled first, +6.6 ms, about 3% of a 1,000,000-record snapshot start's 220 ms.
extension PosixFile {
  /// Up to `count` bytes of `descriptor` from byte `offset`: fewer when the file ends first (or a
  /// read fails).
  static func read(_ descriptor: Int32, at offset: Int, upTo count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: offset)
    }
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads from an open file descriptor with `read(2)`, e.g. stdin (descriptor 0).
///
/// It does not own the descriptor: it never closes it. Interrupted reads (`EINTR`) are retried.
public struct FileDescriptorSource: ByteSource, Sendable {
  /// The descriptor read from.
  public let descriptor: Int32

  /// A source reading `descriptor` (0 for stdin).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// One `read(2)`, retried on `EINTR`; 0 at end of file.
  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let result = systemRead(descriptor, base, buffer.count)
      if result >= 0 { return result }
      let code = errno
      if code == EINTR { continue }
      throw ByteSourceError(code: code, message: String(cString: strerror(code)))
    }
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif

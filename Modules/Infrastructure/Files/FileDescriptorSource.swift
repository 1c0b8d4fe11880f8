#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads from an open file descriptor with `read(2)`, e.g. stdin (descriptor 0).
///
/// It does not own the descriptor: it never closes it. Interrupted reads (`EINTR`) are retried.
/// A syscall boundary: `read(2)` gets the slice's memory as a pointer, here and nowhere else.
public struct FileDescriptorSource: ByteSource, Sendable {
  /// The descriptor read from.
  public let descriptor: Int32

  /// A source reading `descriptor` (0 for stdin).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// One `read(2)`, retried on `EINTR`; 0 at end of file.
  public mutating func read(into buffer: inout ArraySlice<UInt8>) throws(ByteSourceError) -> Int {
    guard buffer.count > 0 else { return 0 }
    while true {
      switch Self.readOnce(descriptor, into: &buffer) {
      case .success(let count): return count
      case .failure(let error) where error.code == EINTR: continue
      case .failure(let error): throw error
      }
    }
  }

  /// One `read(2)` of `descriptor` into `buffer`, not retried: how many bytes (0 at end of file)
  /// or the failure. For a source that decides itself what to retry (stdin waits with `poll`).
  public static func readOnce(_ descriptor: Int32, into buffer: inout ArraySlice<UInt8>) -> Result<
    Int, ByteSourceError
  > {
    let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    return count >= 0 ? .success(count) : .failure(ByteSourceError(code: errno))
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif

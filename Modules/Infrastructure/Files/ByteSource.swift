#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere bytes come from in chunks: a file descriptor in the app, an array in tests.
///
/// `LineReader` only needs "give me up to N bytes"; abstracting it lets tests drive chunk
/// boundaries, tiny reads and huge inputs without pipes or files.
/// `read(into:)` fills the front of a slice of the caller's buffer, lent for one call (no pointer).
public protocol ByteSource {
  /// Reads up to `buffer.count` bytes into the front of `buffer` (its count stays); returns how
  /// many, 0 meaning end of input.
  mutating func read(into buffer: inout ArraySlice<UInt8>) throws(ByteSourceError) -> Int
}

/// A failed read, with the OS error number.
///
/// Reading stdin can fail (EIO, EBADF); the app reports it and exits instead of treating it as
/// end of input.
public struct ByteSourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value.
  public let code: Int32
  /// A human description of the failure.
  public let message: String

  /// An error for `code`, described by the system (`strerror`).
  public init(code: Int32) {
    self.code = code
    message = String(cString: strerror(code))
  }

  /// "read failed: <message> (errno N)".
  public var description: String { "read failed: \(message) (errno \(code))" }
}

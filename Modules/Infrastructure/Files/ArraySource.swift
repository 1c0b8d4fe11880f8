/// Serves bytes from memory, at most `maxReadSize` per read, for tests and replaying captured input.
///
/// Small `maxReadSize` values reproduce the short reads a pipe can give, so chunk-boundary
/// handling is tested without timing tricks.
public struct ArraySource: ByteSource, Sendable {
  private let bytes: [UInt8]
  private var position = 0
  private let maxReadSize: Int

  /// A source that yields `bytes` then end of input, at most `maxReadSize` bytes per read.
  public init(_ bytes: [UInt8], maxReadSize: Int = .max) {
    self.bytes = bytes
    self.maxReadSize = max(1, maxReadSize)
  }

  /// A source for a string's UTF-8.
  public init(_ text: String, maxReadSize: Int = .max) {
    self.init(Array(text.utf8), maxReadSize: maxReadSize)
  }

  /// Copies the next bytes, at most `maxReadSize`; 0 once everything was served.
  public mutating func read(into buffer: inout ArraySlice<UInt8>) throws(ByteSourceError) -> Int {
    let count = min(buffer.count, maxReadSize, bytes.count - position)
    guard count > 0 else { return 0 }
    let start = buffer.startIndex
    buffer[start..<start + count] = bytes[position..<position + count]
    position += count
    return count
  }
}

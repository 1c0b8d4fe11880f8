/// The text a scanner reads, by offset: the byte-level type that keeps the JSON grammar's pointer,
/// so the scanner, the number grammar and the UTF-8 check read bytes and spans, never a pointer.
///
/// Like `JSONView`, it borrows its bytes: valid only inside the call that lent them (a parse).
/// Every read is bounds-checked, as an array's is; the grammar tests bounds before each read, so
/// a failed check is a bug in the grammar, never bad input. (Its reads were forced inline; measured
/// alone, that bought nothing: H1 decode 17,118 and J1 replay 34,492 instructions either way.)
struct JSONBytes {
  private let base: UnsafeBufferPointer<UInt8>

  /// The bytes of `raw`, borrowed.
  init(_ raw: UnsafeRawBufferPointer) {
    base = raw.assumingMemoryBound(to: UInt8.self)
  }

  /// The bytes, for the view that reads the tokens scanned from them (`JSONView`).
  var raw: UnsafeRawBufferPointer { UnsafeRawBufferPointer(base) }

  /// The number of bytes.
  var count: Int { base.count }

  /// The byte at `offset`.
  subscript(offset: Int) -> UInt8 {
    precondition(UInt(bitPattern: offset) < UInt(bitPattern: base.count), "offset outside the text")
    return base[offset]
  }

  /// The eight bytes from `offset` as one word, the first byte in memory lowest: how a string is
  /// scanned eight bytes at a time.
  func word(at offset: Int) -> UInt64 {
    precondition(offset >= 0 && offset <= base.count - 8, "word outside the text")
    return UnsafeRawBufferPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// Calls `body` with all the bytes as a span: how the number grammar and the UTF-8 check read.
  func withSpan<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
    body(base.span)
  }

  /// Appends the bytes in `range` to `array`: how an escaped string's first plain bytes are copied.
  func append(_ range: Range<Int>, to array: inout [UInt8]) {
    array.append(contentsOf: base.extracting(range))
  }
}

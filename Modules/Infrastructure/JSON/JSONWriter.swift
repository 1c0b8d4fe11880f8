/// Appends compact JSON to a byte buffer, with no intermediate strings or dictionaries.
///
/// The app builds each output line directly as bytes:
/// `writer.object { $0.field("type", "accepted"); $0.field("line", 7) }`.
/// Commas are inserted automatically: every value written after another value at the same level
/// gets one, and a value written right after `key(_:)` or an opening bracket does not. The writer
/// does not check structure (a value in an object without a key gives invalid JSON); callers are
/// the app's own encoders. Keys are written in the order given: callers write them sorted.
public struct JSONWriter: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8]
  private var needsComma = false

  /// An empty writer with room for `capacity` bytes.
  public init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Forgets the content but keeps the allocated buffer, for reuse on the next line.
  public mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    needsComma = false
  }

  /// Drops the bytes written so far but keeps the place in the document (the next value still
  /// gets its comma), for a writer that streams a large value out in pieces.
  public mutating func discardWritten() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends complete lines written by another writer, each ending in `\n`.
  public mutating func append(lines: [UInt8]) {
    bytes.append(contentsOf: lines)
    needsComma = false
  }

  /// Appends `\n` and starts a new top-level value (JSON Lines).
  public mutating func newline() {
    bytes.append(0x0A)
    needsComma = false
  }

  /// Opens an object: `{`.
  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Closes an object: `}`.
  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Opens an array: `[`.
  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  /// Closes an array: `]`.
  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes an object whose members `body` writes.
  public mutating func object<E: Error>(_ body: (inout JSONWriter) throws(E) -> Void) throws(E) {
    beginObject()
    try body(&self)
    endObject()
  }

  /// Writes an array whose elements `body` writes.
  public mutating func array<E: Error>(_ body: (inout JSONWriter) throws(E) -> Void) throws(E) {
    beginArray()
    try body(&self)
    endArray()
  }

  /// Writes a member key and the colon; the next value written is its value.
  public mutating func key(_ key: String) {
    separate()
    appendQuoted(key)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a string, escaped.
  public mutating func string(_ value: String) {
    separate()
    appendQuoted(value)
    needsComma = true
  }

  /// Writes a string given as its UTF-8 bytes, escaped: for callers that format a value into a
  /// stack buffer (an ID, a time) instead of making a `String` of it.
  public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
    separate()
    appendQuoted(utf8)
    needsComma = true
  }

  /// Writes an integer.
  public mutating func int(_ value: Int64) {
    separate()
    appendInteger(value)
    needsComma = true
  }

  /// Writes an integer.
  public mutating func int(_ value: Int) {
    int(Int64(value))
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    separate()
    appendASCII(value ? "true" : "false")
    needsComma = true
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    appendASCII("null")
    needsComma = true
  }

  /// Writes a number's literal text unchanged.
  public mutating func number(_ value: JSONNumber) {
    separate()
    bytes.append(contentsOf: value.text.utf8)
    needsComma = true
  }

  /// Writes bytes that the caller guarantees are one complete JSON value (e.g. a cached fragment).
  public mutating func rawValue(_ json: some Sequence<UInt8>) {
    separate()
    bytes.append(contentsOf: json)
    needsComma = true
  }

  @inline(__always)
  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Appends constant text as it is, no separator: for callers splicing a hot line from
  /// constant pieces (they keep it valid JSON).
  public mutating func appendASCII(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Decimal digits of `value`, built backwards in a small stack buffer; no separator.
  public mutating func appendInteger(_ value: Int64) {
    if value >= 0 && value < 10 {
      bytes.append(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var magnitude = value.magnitude
      var start = 20
      repeat {
        start -= 1
        digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
        magnitude /= 10
      } while magnitude != 0
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
    }
  }

  /// `"…"` with JSON escapes.
  private mutating func appendQuoted(_ text: String) {
    var copy = text
    copy.withUTF8 { appendQuoted($0) }
  }

  /// `"…"` with JSON escapes; the unescaped runs are copied in one go.
  private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    let count = utf8.count
    while index < count {
      // Eight bytes at a time while none of them needs an escape (most text has none).
      if index + 8 <= count, let base = utf8.baseAddress,
        !Self.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = utf8[index]
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
      appendEscape(for: byte)
      index += 1
      runStart = index
    }
    if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count])) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether any of the eight bytes of `word` is a control character, `"` or `\\` (exact: the
  /// bit tricks for "a byte below n" and "a zero byte" have no false answers as a yes or no).
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeroQuote = (quote &- ones) & ~quote & highs
    let zeroBackslash = (backslash &- ones) & ~backslash & highs
    return below | zeroQuote | zeroBackslash != 0
  }

  /// The escape for `"`, `\` or a control character: a short form where JSON has one, else `\u00XX`.
  private mutating func appendEscape(for byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    default:
      let hex: StaticString = "0123456789abcdef"
      let digits = UnsafeBufferPointer(start: hex.utf8Start, count: 16)
      bytes.append(UInt8(ascii: "u"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 0x0F)])
    }
  }
}

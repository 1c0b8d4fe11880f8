import JSON

/// Appends compact JSON to a byte buffer, with no intermediate strings or dictionaries.
///
/// The app builds each output line directly as bytes:
/// `writer.object { $0.field("type", "accepted"); $0.field("line", 7) }`.
/// Commas are inserted automatically: every value written after another value at the same level
/// gets one, and a value written right after `key(_:)` or an opening bracket does not. The writer
/// does not check structure (a value in an object without a key gives invalid JSON); callers are
/// the app's own encoders. Keys are written in the order given: callers write them sorted.
/// It is the output's byte-level type: pieces are written through pointers into the array's spare
/// capacity (the standard library's `OutputSpan` has no copy from a span yet): kept, measured with
/// stop 25's output steps (loop thread 5,486 -> 4,368 instructions per line). Its small steps are
/// not forced inline: the optimizer inlines what pays (issue 42: the writer's count fell by 16
/// instructions per J1 record without the five it had). Callers hand it strings and spans.
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
  public mutating func beginObject() { open(UInt8(ascii: "{")) }

  /// Closes an object: `}`.
  public mutating func endObject() { close(UInt8(ascii: "}")) }

  /// Opens an array: `[`.
  public mutating func beginArray() { open(UInt8(ascii: "[")) }

  /// Closes an array: `]`.
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// An opening bracket, after a comma when a value came before it; its first value gets none.
  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    needsComma = false
  }

  /// A closing bracket; the value it ends is followed by a comma if another comes.
  private mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
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
    appendQuoted(key, then: UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a string, escaped.
  public mutating func string(_ value: String) {
    appendQuoted(value, then: nil)
    needsComma = true
  }

  /// `appendQuoted` of the string's UTF-8, borrowed where it is in one piece (a literal, a native
  /// string): a copy for `withUTF8` retained and released it at every key and string.
  private mutating func appendQuoted(_ text: String, then suffix: UInt8?) {
    if text.utf8.withContiguousStorageIfAvailable({ appendQuoted($0, then: suffix) }) != nil { return }
    var text = text
    text.withUTF8 { appendQuoted($0, then: suffix) }
  }

  /// Writes a string given as its UTF-8 bytes, escaped: for callers that format a value into a
  /// stack buffer (an ID, a time) instead of making a `String` of it.
  public mutating func string(utf8: Span<UInt8>) {
    utf8.withUnsafeBufferPointer { appendQuoted($0, then: nil) }
    needsComma = true
  }

  /// `"key":` and a value that `value` writes in place (at most `maxCount` bytes, none needing an
  /// escape), in one piece when the key needs no escape either (most do not), else as two: a
  /// member written field by field took a piece for its key and one for its value (H1 dispatch
  /// 18,530 -> 18,485 instructions per line, callgrind).
  mutating func member(_ key: String, maxCount: Int, _ value: (UnsafeMutablePointer<UInt8>) -> Int) {
    let comma = needsComma
    let joined = key.utf8.withContiguousStorageIfAvailable { key in
      guard key.count <= Self.pieceLimit, !Self.needsEscape(key), let source = key.baseAddress else { return false }
      appendPiece(maxCount: key.count + 4 + maxCount) { output in
        var position = 0
        if comma {
          output.initialize(to: UInt8(ascii: ","))
          position = 1
        }
        (output + position).initialize(to: UInt8(ascii: "\""))
        (output + position + 1).initialize(from: source, count: key.count)
        position += key.count + 1
        (output + position).initialize(to: UInt8(ascii: "\""))
        (output + position + 1).initialize(to: UInt8(ascii: ":"))
        return position + 2 + value(output + position + 2)
      }
      return true
    }
    if joined != true {
      self.key(key)
      appendPiece(maxCount: maxCount, value)
    }
    needsComma = true
  }

  /// Writes a string whose UTF-8 the caller guarantees needs no escape (an ID's canonical text):
  /// not scanned for escapes (an event line's IDs: H1 dispatch 18,934 -> 18,850 instructions per
  /// line, callgrind).
  public mutating func string(unescaped utf8: Span<UInt8>) {
    utf8.withUnsafeBufferPointer { utf8 in
      // The caller's promise, checked where tests run (debug builds); a release build trusts it.
      assert(!Self.needsEscape(utf8), "string(unescaped:) was given text that needs an escape")
      appendUnescaped(utf8, then: nil)
    }
    needsComma = true
  }

  /// Writes an integer.
  public mutating func int(_ value: Int64) {
    let comma = needsComma
    appendPiece(maxCount: 21) { output in
      if comma { output.initialize(to: UInt8(ascii: ",")) }
      let start = comma ? 1 : 0
      return start + Self.writeInteger(value, into: output + start)
    }
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

  /// Writes the bytes of one complete JSON value the caller made in place (a decimal's digits).
  public mutating func rawValue(utf8 json: Span<UInt8>) {
    separate()
    bytes.reserveCapacity(bytes.count + json.count)
    for index in json.indices { bytes.append(json[index]) }
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Appends constant text as it is, no separator: for callers splicing a hot line from
  /// constant pieces (they keep it valid JSON).
  public mutating func appendASCII(_ text: StaticString) {
    appendPiece(maxCount: text.utf8CodeUnitCount) { Self.write(text, into: $0) }
  }

  /// Constant text and the decimal digits of two integers, interleaved, in one piece; no
  /// separator: how the `accepted` reply is spliced, with one reservation of room for the whole
  /// line (against a piece per number, one for the closing brace and one for the newline: H1
  /// dispatch 19,101 -> 18,981 instructions per line, callgrind).
  public mutating func appendASCII(
    _ head: StaticString, _ first: Int64, _ middle: StaticString, _ second: Int64, _ tail: StaticString
  ) {
    let maxCount = head.utf8CodeUnitCount + middle.utf8CodeUnitCount + tail.utf8CodeUnitCount + 40
    appendPiece(maxCount: maxCount) { output in
      var count = Self.write(head, into: output)
      count += Self.writeInteger(first, into: output + count)
      count += Self.write(middle, into: output + count)
      count += Self.writeInteger(second, into: output + count)
      return count + Self.write(tail, into: output + count)
    }
  }

  /// Copies constant text's bytes to `output` (room already made); returns how many. (A
  /// `StaticString` lends its bytes only through a pointer.)
  private static func write(_ text: StaticString, into output: UnsafeMutablePointer<UInt8>) -> Int {
    output.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
    return text.utf8CodeUnitCount
  }

  /// Writes the decimal digits of `value` (at most 20 bytes) at `output`; returns how many. Two
  /// digits per 64-bit division, copied from a table of the hundred pairs (against splitting each
  /// pair with a division of its own: H1 dispatch 18,579 -> 18,530 instructions per line, callgrind).
  static func writeInteger(_ value: Int64, into output: UnsafeMutablePointer<UInt8>) -> Int {
    var magnitude = value.magnitude
    var digits = 1
    var bound: UInt64 = 10
    while digits < 20 && magnitude >= bound {
      digits += 1
      bound = bound &* 10
    }
    let count = value < 0 ? digits + 1 : digits
    if value < 0 { output.initialize(to: UInt8(ascii: "-")) }
    let pairs = UnsafeRawPointer(digitPairs.utf8Start)
    var position = count
    while magnitude >= 100 {
      let pair = Int(truncatingIfNeeded: magnitude % 100)
      magnitude /= 100
      position -= 2
      let digits = pairs.loadUnaligned(fromByteOffset: 2 * pair, as: UInt16.self)
      UnsafeMutableRawPointer(output + position).storeBytes(of: digits, as: UInt16.self)
    }
    if magnitude >= 10 {
      let digits = pairs.loadUnaligned(fromByteOffset: 2 * Int(truncatingIfNeeded: magnitude), as: UInt16.self)
      UnsafeMutableRawPointer(output + position - 2).storeBytes(of: digits, as: UInt16.self)
    } else {
      (output + position - 1).initialize(to: UInt8(truncatingIfNeeded: magnitude) &+ UInt8(ascii: "0"))
    }
    return count
  }

  /// The hundred two-digit pairs, "00" to "99", one after another.
  private static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Appends a piece of at most `maxCount` bytes that `body` writes in place and counts: one
  /// capacity check for the whole piece, where appending byte by byte or run by run checks the
  /// capacity and the buffer's uniqueness at every call.
  private mutating func appendPiece(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    bytes.append(addingCapacity: maxCount) { span in
      span.withUnsafeMutableBufferPointer { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        initialized = body(base)
      }
    }
  }

  /// The longest text written as one piece when it needs no escape (longer ones go run by run,
  /// so a megabyte string never reserves room for its worst case).
  static let pieceLimit = 4_096

  /// A separator if one is due, `"…"` with JSON escapes, then `suffix` if any (a key's colon).
  private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, then suffix: UInt8?) {
    let count = utf8.count
    guard count <= Self.pieceLimit, !Self.needsEscape(utf8)
    else {
      separate()
      appendQuoted(utf8)
      if let suffix { bytes.append(suffix) }
      return
    }
    appendUnescaped(utf8, then: suffix)
  }

  /// A separator if one is due, then `"…"` and `suffix` if any, in one piece, for text that needs
  /// no escape.
  private mutating func appendUnescaped(_ utf8: UnsafeBufferPointer<UInt8>, then suffix: UInt8?) {
    let count = utf8.count
    let comma = needsComma
    appendPiece(maxCount: count + 4) { output in
      var position = 0
      if comma {
        output.initialize(to: UInt8(ascii: ","))
        position = 1
      }
      (output + position).initialize(to: UInt8(ascii: "\""))
      if let source = utf8.baseAddress { (output + position + 1).initialize(from: source, count: count) }
      position += count + 1
      (output + position).initialize(to: UInt8(ascii: "\""))
      position += 1
      if let suffix {
        (output + position).initialize(to: suffix)
        position += 1
      }
      return position
    }
  }

  /// Whether any byte of `utf8` is a control character, `"` or `\\`, eight bytes at a time.
  static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = utf8.baseAddress else { return false }
    let count = utf8.count
    var index = 0
    while index + 8 <= count {
      if needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return true }
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
      index += 1
    }
    return false
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

  /// Whether any of the eight bytes of `word` is a control character, `"` or `\\`: the
  /// scanner's test for the bytes that end or escape a string, which are the ones to escape.
  private static func needsEscape(_ word: UInt64) -> Bool {
    JSONScanner.specialStringBytes(word) != 0
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
      bytes.append(UInt8(ascii: "u"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "0") + byte >> 4)  // a control character: 0 or 1
      let low = byte & 0x0F
      bytes.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
    }
  }
}

/// String literals: validated in place for the common case, unescaped into a scratch buffer for
/// the rest.
///
/// Most protocol strings (action names, UUIDs, titles) have no escapes: the fast path scans for
/// the closing quote, eight bytes at a time, and validates UTF-8 only when a non-ASCII byte was
/// seen. No `String` is made here; `JSONDocument` makes one when a reader asks for it.
extension JSONScanner {
  /// Validates the string starting at the opening quote at `position` and moves past it; returns
  /// whether it has escapes (then `scratch` holds its unescaped UTF-8).
  mutating func scanString() throws(JSONParseError) -> Bool {
    let start = position + 1
    var index = start
    var highBits: UInt8 = 0
    // Eight bytes at a time while none is a quote, a backslash or a control character; in the
    // word that holds one, straight to it (the byte loop below then decides at once). The bound
    // is written as `JSONBytes.word(at:)` checks it, so the check folds into it.
    while index <= count - 8 {
      let word = bytes.word(at: index)
      let special = JSONScanner.specialStringBytes(word)
      if special != 0 {
        let offset = special.trailingZeroBitCount >> 3
        let before = offset == 0 ? 0 : word & (UInt64.max >> UInt64(64 - 8 * offset))
        if before & 0x8080_8080_8080_8080 != 0 { highBits = 0x80 }
        index += offset
        break
      }
      if word & 0x8080_8080_8080_8080 != 0 { highBits = 0x80 }
      index += 8
    }
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try checkUTF8(start..<index, highBits)
        position = index + 1
        return false
      }
      if byte == UInt8(ascii: "\\") {
        try scanEscapedString(start: start, firstEscape: index, highBits)
        return true
      }
      if byte < 0x20 {
        try checkUTF8(start..<index, highBits)
        throw JSONParseError(.controlCharacterInString, at: index, byte: byte)
      }
      highBits |= byte
      index += 1
    }
    try checkUTF8(start..<count, highBits)
    throw endError()
  }

  /// The slow path, from the first backslash on: unescape into `scratch`.
  private mutating func scanEscapedString(
    start: Int, firstEscape: Int, _ initialHighBits: UInt8
  ) throws(JSONParseError) {
    var highBits = initialHighBits
    scratch.removeAll(keepingCapacity: true)
    bytes.append(start..<firstEscape, to: &scratch)
    var index = firstEscape
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try checkUTF8(start..<index, highBits)
        position = index + 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        index = try appendEscape(at: index, start: start, highBits)
        continue
      }
      if byte < 0x20 {
        try checkUTF8(start..<index, highBits)
        throw JSONParseError(.controlCharacterInString, at: index, byte: byte)
      }
      highBits |= byte
      scratch.append(byte)
      index += 1
    }
    try checkUTF8(start..<count, highBits)
    throw endError()
  }

  /// Decodes the escape whose backslash is at `escape`; returns the offset just past it.
  private mutating func appendEscape(at escape: Int, start: Int, _ highBits: UInt8) throws(JSONParseError) -> Int {
    guard escape + 1 < count else {
      try checkUTF8(start..<escape, highBits)
      throw endError()
    }
    let code = bytes[escape + 1]
    let simple: UInt8
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = code
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"):
      return try appendUnicodeEscape(at: escape, start: start, highBits)
    default:
      try checkUTF8(start..<escape, highBits)
      throw JSONParseError(.invalidEscape, at: escape, byte: bytes[escape], hint: "\\\(describeEscaped(code))")
    }
    scratch.append(simple)
    return escape + 2
  }

  /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`; lone surrogates are refused.
  private mutating func appendUnicodeEscape(at escape: Int, start: Int, _ highBits: UInt8) throws(JSONParseError) -> Int
  {
    let unit = try hexQuad(at: escape, start: start, highBits)
    var scalarValue = UInt32(unit)
    var next = escape + 6
    if unit >= 0xD800 && unit <= 0xDBFF {
      guard next + 1 < count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
        try checkUTF8(start..<escape, highBits)
        throw JSONParseError(.loneSurrogate, at: escape, byte: bytes[escape], hint: "high surrogate without a low one")
      }
      let low = try hexQuad(at: next, start: start, highBits)
      guard low >= 0xDC00 && low <= 0xDFFF else {
        try checkUTF8(start..<escape, highBits)
        throw JSONParseError(.loneSurrogate, at: escape, byte: bytes[escape], hint: "high surrogate without a low one")
      }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      next += 6
    } else if unit >= 0xDC00 && unit <= 0xDFFF {
      try checkUTF8(start..<escape, highBits)
      throw JSONParseError(.loneSurrogate, at: escape, byte: bytes[escape], hint: "low surrogate without a high one")
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw JSONParseError(.loneSurrogate, at: escape, byte: bytes[escape])
    }
    for unit in UTF8.encode(scalar) ?? UTF8.EncodedScalar() { scratch.append(unit) }
    return next
  }

  /// The four hex digits after the `\u` whose backslash is at `escape`.
  private func hexQuad(at escape: Int, start: Int, _ highBits: UInt8) throws(JSONParseError) -> UInt16 {
    var value: UInt16 = 0
    var index = escape + 2
    while index < escape + 6 {
      guard index < count else {
        try checkUTF8(start..<escape, highBits)
        throw endError()
      }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        try checkUTF8(start..<escape, highBits)
        throw JSONParseError(
          .invalidEscape, at: escape, byte: bytes[escape],
          hint: "\\u needs four hex digits, found \(JSONParseError.describe(byte))")
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }

  /// The high bit of each of the 8 bytes (first in memory lowest) that is `"`, `\\` or below
  /// 0x20; zero when none is. A borrow can also mark a byte above a marked one, never below, so
  /// the lowest mark is exact: `trailingZeroBitCount / 8` is the first special byte. The writer
  /// (JSONOutput) escapes exactly these bytes; inlinable so its loop stays as fast as in one module.
  @inlinable
  package static func specialStringBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let found =
      ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
    return found & 0x8080_8080_8080_8080
  }

  /// Throws `invalidUTF8` if raw bytes in `range` are ill-formed, so the earliest error wins.
  /// Always inlined (its first test is all an ASCII string costs): kept: outlined, H1 decode cost
  /// 17,339 instructions per line instead of 17,118.
  @inline(__always)
  private func checkUTF8(_ range: Range<Int>, _ highBits: UInt8) throws(JSONParseError) {
    guard highBits >= 0x80, let offset = bytes.withSpan({ UTF8Validation.firstInvalidOffset(in: $0, range) }) else {
      return
    }
    throw JSONParseError(.invalidUTF8, at: offset, byte: bytes[offset])
  }

  private func describeEscaped(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : JSONParseError.describe(byte)
  }
}

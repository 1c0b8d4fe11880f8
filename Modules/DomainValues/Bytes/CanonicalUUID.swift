import Foundation

/// The byte-level work on UUIDs: the canonical 8-4-4-4-12 text, either case, parsed and written
/// without allocation through spans (no pointer), and the two machine words `ID` hashes. Its
/// byte-level entry points for readers and writers over bytes (the codecs) are at the end.
@usableFromInline
package enum CanonicalUUID {
  /// The UUID's sixteen bytes as two words (the first byte lowest, as a little-endian load reads
  /// them), for hashing.
  @inlinable
  static func words(_ uuid: UUID) -> (UInt64, UInt64) {
    let b = uuid.uuid
    return (word(b.0, b.1, b.2, b.3, b.4, b.5, b.6, b.7), word(b.8, b.9, b.10, b.11, b.12, b.13, b.14, b.15))
  }

  /// Eight bytes as one word, `b0` lowest.
  @inlinable
  static func word(
    _ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8, _ b4: UInt8, _ b5: UInt8, _ b6: UInt8, _ b7: UInt8
  ) -> UInt64 {
    let low = UInt64(b0) | UInt64(b1) &<< 8 | UInt64(b2) &<< 16 | UInt64(b3) &<< 24
    let high = UInt64(b4) | UInt64(b5) &<< 8 | UInt64(b6) &<< 16 | UInt64(b7) &<< 24
    return low | high &<< 32
  }

  /// `text` parsed as `parse(_:)` parses its UTF-8.
  static func parse(_ text: String) -> UUID? {
    parse(text.utf8.span)
  }

  /// The UUID the 36 bytes of `utf8` spell in the canonical text, either case; `nil` for anything else.
  ///
  /// Eight digits at a time (`bytes(spelledBy:)`): the four dashes checked, the digits taken as
  /// four words of eight. Digit by digit, a UUID cost about 340 instructions; the words take H1
  /// dispatch from 19,759 to 19,537 and J1 replay from 34,011 to 33,569 instructions per line
  /// (callgrind).
  static func parse(_ utf8: Span<UInt8>) -> UUID? {
    let dash = UInt8(ascii: "-")
    guard utf8.count == 36, utf8[8] == dash, utf8[13] == dash, utf8[18] == dash, utf8[23] == dash else {
      return nil
    }
    let text = utf8.bytes
    func eight(at offset: Int) -> UInt64 {
      UInt64(littleEndian: text.unsafeLoadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    func four(at offset: Int) -> UInt64 {
      UInt64(UInt32(littleEndian: text.unsafeLoadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    guard let first = bytes(spelledBy: eight(at: 0)), let second = bytes(spelledBy: four(at: 9) | four(at: 14) << 32),
      let third = bytes(spelledBy: four(at: 19) | four(at: 24) << 32), let fourth = bytes(spelledBy: eight(at: 28))
    else { return nil }
    // Loaded as a `UUID` (`BitwiseCopyable`: its one stored property is these 16 bytes in order):
    // Foundation's `init(uuid:)` takes them as 16 arguments and is not inlined (H1 dispatch
    // 19,882 -> 19,759, J1 replay 34,254 -> 34,011 instructions per line, callgrind).
    let words = ((first | second << 32).littleEndian, (third | fourth << 32).littleEndian)
    return withUnsafeBytes(of: words) { $0.loadUnaligned(as: UUID.self) }
  }

  /// The four bytes the eight hex digits in `text` spell (its lowest byte the first digit, the
  /// high half of the first byte), in its low four bytes; `nil` unless all eight are hex digits,
  /// either case. Each byte is checked and converted in the word at once: below 0x80, adding
  /// `0x80 - low` sets a byte's high bit exactly when it is at least `low`, and adding
  /// `0x7F - high` exactly when it is above `high`, with no carry into the next byte.
  private static func bytes(spelledBy text: UInt64) -> UInt64? {
    let (ones, highBits) = (UInt64(0x0101_0101_0101_0101), UInt64(0x8080_8080_8080_8080))
    let lowercase = text | 0x2020_2020_2020_2020
    let digit = (text &+ 0x50 &* ones) & ~(text &+ 0x46 &* ones)  // "0" ... "9"
    let letter = (lowercase &+ 0x1F &* ones) & ~(lowercase &+ 0x19 &* ones)  // "a" ... "f", either case
    guard text & highBits == 0, (digit | letter) & highBits == highBits else { return nil }
    // A digit's low four bits are its value; a letter's are 1-6, and its bit 6 adds 9.
    let values = (text & 0x0F0F_0F0F_0F0F_0F0F) &+ ((text >> 6) & ones) &* 9
    let pairs = (values << 4 | values >> 8) & 0x00FF_00FF_00FF_00FF
    let quads = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
    return (quads | quads >> 16) & 0xFFFF_FFFF
  }

  /// The lowercase canonical text (Foundation's `uuidString` is uppercase and goes through `snprintf`).
  package static func format(_ uuid: UUID) -> String {
    withUTF8(uuid) { ASCIIText.string($0) }
  }

  /// Hands `body` the lowercase canonical text's 36 bytes from a stack buffer: no `String` made.
  @inlinable
  static func withUTF8<R>(_ uuid: UUID, _ body: (Span<UInt8>) throws -> R) rethrows -> R {
    var text = InlineArray<36, UInt8>(repeating: 0)
    write(uuid, into: &text)
    return try body(text.span)
  }

  /// Writes the lowercase canonical text into `output`: the digits of four bytes at a time
  /// (`digits(of:)`), stored as words. Digit by digit through a table, a UUID cost several hundred
  /// instructions, most of an event line's IDs (H1 dispatch 19,537 -> 19,349 instructions per line,
  /// callgrind).
  @usableFromInline
  static func write(_ uuid: UUID, into output: inout InlineArray<36, UInt8>) {
    let (first, second) = words(uuid)
    let (one, two) = (
      digits(of: UInt32(truncatingIfNeeded: first)), digits(of: UInt32(truncatingIfNeeded: first >> 32))
    )
    let (three, four) = (
      digits(of: UInt32(truncatingIfNeeded: second)), digits(of: UInt32(truncatingIfNeeded: second >> 32))
    )
    let dash = UInt8(ascii: "-")
    var span = output.mutableSpan
    var text = span.mutableBytes
    text.storeBytes(of: one.littleEndian, toByteOffset: 0, as: UInt64.self)
    text.storeBytes(of: dash, toByteOffset: 8, as: UInt8.self)
    text.storeBytes(of: UInt32(truncatingIfNeeded: two).littleEndian, toByteOffset: 9, as: UInt32.self)
    text.storeBytes(of: dash, toByteOffset: 13, as: UInt8.self)
    text.storeBytes(of: UInt32(truncatingIfNeeded: two >> 32).littleEndian, toByteOffset: 14, as: UInt32.self)
    text.storeBytes(of: dash, toByteOffset: 18, as: UInt8.self)
    text.storeBytes(of: UInt32(truncatingIfNeeded: three).littleEndian, toByteOffset: 19, as: UInt32.self)
    text.storeBytes(of: dash, toByteOffset: 23, as: UInt8.self)
    text.storeBytes(of: UInt32(truncatingIfNeeded: three >> 32).littleEndian, toByteOffset: 24, as: UInt32.self)
    text.storeBytes(of: four.littleEndian, toByteOffset: 28, as: UInt64.self)
  }

  /// The eight lowercase hex digits of the four bytes of `bytes` (its lowest byte first, its
  /// high half first), one a byte, the first in the lowest: each byte's halves spread to bytes of
  /// their own, then turned into digits all at once ("0"-"9" is 0x30 on, "a"-"f" 0x27 further).
  @usableFromInline
  static func digits(of bytes: UInt32) -> UInt64 {
    var spread = UInt64(bytes)
    spread = (spread | spread << 16) & 0x0000_FFFF_0000_FFFF
    spread = (spread | spread << 8) & 0x00FF_00FF_00FF_00FF
    let halves = (spread >> 4) & 0x000F_000F_000F_000F | (spread & 0x000F_000F_000F_000F) << 8
    let letters = ((halves &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
    return halves &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
  }
}

extension ID {
  /// Parses a canonical UUID from its UTF-8 in place, for readers over bytes; `nil` for anything else.
  public init?(utf8: Span<UInt8>) {
    guard let uuid = CanonicalUUID.parse(utf8) else { return nil }
    self.init(uuid)
  }

  /// Hands `body` the bytes of `description` without making a `String`, for writers over bytes
  /// (an event line carries several IDs, and each `String` was an allocation).
  @inlinable
  public func withUTF8<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
    try CanonicalUUID.withUTF8(rawValue, body)
  }
}

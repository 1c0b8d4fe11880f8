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
  static func parse(_ utf8: Span<UInt8>) -> UUID? {
    guard utf8.count == 36 else { return nil }
    var bytes = InlineArray<16, UInt8>(repeating: 0)
    var index = 0
    for position in 0..<16 {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard utf8[index] == UInt8(ascii: "-") else { return nil }
        index += 1
      }
      guard let high = hexValue(utf8[index]), let low = hexValue(utf8[index + 1]) else { return nil }
      bytes[position] = high << 4 | low
      index += 2
    }
    // Loaded as a `UUID` (`BitwiseCopyable`: its one stored property is these 16 bytes in order):
    // Foundation's `init(uuid:)` takes them as 16 arguments and is not inlined (H1 dispatch
    // 19,882 -> 19,759, J1 replay 34,254 -> 34,011 instructions per line, callgrind).
    return bytes.span.withUnsafeBytes { $0.loadUnaligned(as: UUID.self) }
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

  /// Writes the lowercase canonical text into `output`.
  @usableFromInline
  static func write(_ uuid: UUID, into output: inout InlineArray<36, UInt8>) {
    // "0123456789abcdef" (a table: computing each digit cost H1 dispatch 21,314 -> 21,375
    // instructions per line, callgrind).
    let digits: InlineArray<16, UInt8> = [
      48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102,
    ]
    let (first, second) = words(uuid)
    var index = 0
    for position in 0..<16 {
      if position == 4 || position == 6 || position == 8 || position == 10 {
        output[index] = UInt8(ascii: "-")
        index += 1
      }
      let byte = UInt8(truncatingIfNeeded: (position < 8 ? first : second) >> (8 * (position % 8)))
      output[index] = digits[Int(byte >> 4)]
      output[index + 1] = digits[Int(byte & 0x0F)]
      index += 2
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
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

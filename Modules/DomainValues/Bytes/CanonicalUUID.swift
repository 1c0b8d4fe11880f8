import Foundation

/// The byte-level work on UUIDs: the canonical 8-4-4-4-12 text, either case, parsed and written
/// without allocation, and the two machine words `ID` hashes. `ID` holds no pointer code; its
/// byte-level entry points for readers and writers over bytes (the codecs) are at the end.
@usableFromInline
package enum CanonicalUUID {
  /// The UUID's sixteen bytes as two words (native byte order), for hashing.
  @inlinable
  static func words(_ uuid: UUID) -> (UInt64, UInt64) {
    withUnsafeBytes(of: uuid.uuid) { bytes in
      (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
  }

  /// `text` parsed as `parse(_:)` parses its UTF-8.
  static func parse(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8 { parse($0) }
  }

  static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard utf8.count == 36 else { return nil }
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
      var index = 0
      for position in 0..<16 {
        if index == 8 || index == 13 || index == 18 || index == 23 {
          guard utf8[index] == UInt8(ascii: "-") else { return false }
          index += 1
        }
        guard let high = hexValue(utf8[index]), let low = hexValue(utf8[index + 1]) else { return false }
        output[position] = high << 4 | low
        index += 2
      }
      return true
    }
    return parsed ? UUID(uuid: bytes) : nil
  }

  /// The lowercase canonical text (Foundation's `uuidString` is uppercase and goes through `snprintf`).
  package static func format(_ uuid: UUID) -> String {
    String(unsafeUninitializedCapacity: 36) { output in
      write(uuid, into: output)
      return 36
    }
  }

  /// Hands `body` the lowercase canonical text's 36 bytes from a stack buffer: no `String` made.
  @inlinable
  static func withUTF8<R>(_ uuid: UUID, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { output in
      write(uuid, into: output)
      return try body(UnsafeBufferPointer(output))
    }
  }

  /// Writes the lowercase canonical text into the first 36 bytes of `output`.
  @usableFromInline
  static func write(_ uuid: UUID, into output: UnsafeMutableBufferPointer<UInt8>) {
    let digits: StaticString = "0123456789abcdef"
    withUnsafeBytes(of: uuid.uuid) { bytes in
      var index = 0
      for position in 0..<16 {
        if position == 4 || position == 6 || position == 8 || position == 10 {
          output[index] = UInt8(ascii: "-")
          index += 1
        }
        let byte = bytes[position]
        output[index] = digits.utf8Start[Int(byte >> 4)]
        output[index + 1] = digits.utf8Start[Int(byte & 0x0F)]
        index += 2
      }
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
  public init?(utf8: UnsafeBufferPointer<UInt8>) {
    guard let uuid = CanonicalUUID.parse(utf8) else { return nil }
    self.init(uuid)
  }

  /// Hands `body` the bytes of `description` without making a `String`, for writers over bytes
  /// (an event line carries several IDs, and each `String` was an allocation).
  @inlinable
  public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try CanonicalUUID.withUTF8(rawValue, body)
  }
}

import UDF

/// Reads IDs only in the canonical 8-4-4-4-12 hex form PROTOCOL.md promises.
///
/// Foundation's `UUID(uuidString:)` on Linux parses each group as a number, so it also takes
/// 36-character strings such as ` 0000000-…`, `+0000000-…` or `0x000000-…` and maps them to the
/// same ID as `00000000-…`; the protocol refuses them (`invalidField`).
enum CanonicalUUID {
  /// The ID `text` spells if it is 32 hex digits (either case) with dashes at offsets 8, 13, 18 and 23.
  static func id<E>(_ text: String, as _: E.Type = E.self) -> ID<E>? {
    let bytes = text.utf8
    guard bytes.count == 36 else { return nil }
    for (offset, byte) in bytes.enumerated() {
      switch offset {
      case 8, 13, 18, 23:
        guard byte == UInt8(ascii: "-") else { return nil }
      default:
        guard isHexDigit(byte) else { return nil }
      }
    }
    return ID<E>(uuidString: text)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default:
      return false
    }
  }
}

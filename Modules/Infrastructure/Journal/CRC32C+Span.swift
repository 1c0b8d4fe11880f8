import Checksum

/// The checksum of bytes lent as a span, so the journal's record and header code holds no pointer.
///
/// A bridge: `CRC32C` (Checksum) takes a raw buffer; this is the one place the journal turns a
/// span into one, until Checksum takes spans itself.
extension CRC32C {
  /// The CRC32C of `bytes`, continuing from `previous`.
  static func checksum(_ bytes: Span<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0, continuing: previous) }
  }
}

import Checksum

/// A checksum written the journal's way, for files that refer to a journal's records (snapshots).
extension CRC32C {
  /// A checksum as journals store it: 8 lowercase hex digits (also used by files that refer to
  /// a journal's records, such as snapshots).
  public static func hex(_ value: UInt32) -> String {
    JournalRecordFormat.hex(value)
  }

  /// A checksum read back from its 8 lowercase hex digits; `nil` for anything else.
  public static func value(hex text: String) -> UInt32? {
    let bytes = Array(text.utf8)
    guard bytes.count == 8 else { return nil }
    return JournalRecordFormat.hex(bytes.span, at: 0)
  }
}

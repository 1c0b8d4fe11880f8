/// CRC32C (Castagnoli): the checksum every journal record carries over its payload bytes.
///
/// Reflected polynomial 0x82F63B78, initial value and final xor 0xFFFFFFFF (so "123456789" gives
/// 0xE3069283). Table-driven, eight bytes per step ("slicing by 8"): recovery checks every record, so
/// this runs at memory speed rather than a byte at a time. Kept inside the journal so the journal
/// depends on nothing else in the app.
struct JournalChecksum {
  /// The running register (pre-inverted); read `value` for the checksum.
  private var register: UInt32 = 0xFFFF_FFFF

  /// The checksum of everything fed so far.
  var value: UInt32 { register ^ 0xFFFF_FFFF }

  /// Starts an empty checksum.
  init() {}

  /// The checksum of `bytes` in one go.
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    var checksum = JournalChecksum()
    checksum.update(bytes)
    return checksum.value
  }

  /// The checksum of `bytes` in one go.
  static func of(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { of($0) }
  }

  /// Feeds more bytes; feeding in pieces gives the same value as feeding them at once.
  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var crc = register
    var index = 0
    let count = bytes.count
    Self.table.withUnsafeBufferPointer { table in
      while count - index >= 8 {
        let low = crc ^ base.loadUnaligned(fromByteOffset: index, as: UInt32.self).littleEndian
        let high = base.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self).littleEndian
        crc =
          table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
          ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
        index += 8
      }
      while index < count {
        let byte = base.load(fromByteOffset: index, as: UInt8.self)
        crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        index += 1
      }
    }
    register = crc
  }

  /// Eight 256-entry tables, flat: table k advances a byte through k further zero bytes.
  private static let table: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1
      }
      table[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = table[(slice - 1) * 256 + byte]
        table[slice * 256 + byte] = table[Int(previous & 0xFF)] ^ (previous >> 8)
      }
    }
    return table
  }()
}

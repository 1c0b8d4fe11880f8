extension CRC32C {
  /// The CRC-32C of `a` followed by `b`, from the checksum of each and `b`'s length: `a`'s
  /// checksum advanced through `length` zero bytes (times x^(8 length) modulo the polynomial),
  /// plus `b`'s. As zlib's `crc32_combine`. Lets the parts of a long buffer be checksummed on
  /// several cores (a snapshot's state) and joined.
  public static func combine(_ a: UInt32, _ b: UInt32, length: Int) -> UInt32 {
    var power: UInt32 = 1 << 31  // x^0
    var bits = length
    var square = 3  // x^(2^3) = x^8, one byte
    while bits > 0 {
      if bits & 1 == 1 { power = multiply(powersOfX[square & 31], power) }
      bits >>= 1
      square += 1
    }
    return multiply(power, a) ^ b
  }

  /// `a` times `b` modulo the polynomial, both reflected.
  private static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
    var (mask, product, b) = (UInt32(1) << 31, UInt32(0), b)
    while mask != 0 {
      if a & mask != 0 { product ^= b }
      mask >>= 1
      b = b & 1 == 1 ? (b >> 1) ^ 0x82F6_3B78 : b >> 1
    }
    return product
  }

  /// x^(2^k) modulo the polynomial, reflected, for k from 0 to 31.
  private static let powersOfX: [UInt32] = {
    var powers = [UInt32(1) << 30]  // x^1
    for _ in 1..<32 { powers.append(multiply(powers[powers.count - 1], powers[powers.count - 1])) }
    return powers
  }()
}

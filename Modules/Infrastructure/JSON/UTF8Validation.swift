/// Strict UTF-8 validation that says where the first ill-formed sequence starts.
///
/// The standard library can validate but not locate; error messages need the byte offset.
/// Overlong forms, UTF-16 surrogates (U+D800 to U+DFFF) and values above U+10FFFF are refused.
enum UTF8Validation {
  /// The offset of the first byte of the first ill-formed sequence in `bytes[range]`, or `nil`.
  static func firstInvalidOffset(in bytes: Span<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var secondLow: UInt8 = 0x80
      var secondHigh: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondLow = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        secondHigh = 0x9F
      case 0xF0:
        length = 4
        secondLow = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondHigh = 0x8F
      default: return index
      }
      guard index + length <= end else { return index }
      let second = bytes[index + 1]
      guard second >= secondLow && second <= secondHigh else { return index }
      var next = index + 2
      while next < index + length {
        guard bytes[next] & 0xC0 == 0x80 else { return index }
        next += 1
      }
      index += length
    }
    return nil
  }
}

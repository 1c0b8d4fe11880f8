/// The RFC 8259 number grammar, shared by the parser and `JSONNumber(text:)`.
///
/// One scanner means one definition of "a valid number": leading zeros, a lone `-`, `1.` and `1e`
/// are refused in the same way everywhere.
enum JSONNumberGrammar {
  /// Why a number literal is not valid, and where.
  enum Failure: Error {
    /// A digit was required at this offset (after `-`, `.`, `e`, or at the start).
    case digitExpected(offset: Int)
    /// A `0` integer part was followed by another digit at this offset.
    case leadingZero(offset: Int)
  }

  /// Scans the longest valid number literal starting at `start`; returns the offset just past it.
  static func scan(_ bytes: Span<UInt8>, from start: Int) -> Result<Int, Failure> {
    let count = bytes.count
    var index = start
    if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < count else { return .failure(.digitExpected(offset: index)) }
    let first = bytes[index]
    if first == UInt8(ascii: "0") {
      index += 1
      if index < count, isDigit(bytes[index]) { return .failure(.leadingZero(offset: index)) }
    } else if isDigit(first) {
      index += 1
      while index < count, isDigit(bytes[index]) { index += 1 }
    } else {
      return .failure(.digitExpected(offset: index))
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < count, isDigit(bytes[index]) else { return .failure(.digitExpected(offset: index)) }
      while index < count, isDigit(bytes[index]) { index += 1 }
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < count, isDigit(bytes[index]) else { return .failure(.digitExpected(offset: index)) }
      while index < count, isDigit(bytes[index]) { index += 1 }
    }
    return .success(index)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}

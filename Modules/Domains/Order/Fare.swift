import Foundation

/// The price of a ride: a decimal amount that is never negative and keeps the exact text it came as.
///
/// Fares travel as strings such as `"12.50"`. Keeping the text means a fare is written back exactly
/// as received (`"12.50"`, never `"12.5"` or `"12.500000001"`), while `amount` serves arithmetic.
/// Only ASCII digits with an optional fractional part are accepted, so there is no sign to get wrong.
public struct Fare: Hashable, Sendable, CustomStringConvertible {
  /// The fare exactly as received, e.g. `"12.50"`.
  public let text: String
  /// The numeric value of `text` (exact up to 38 significant digits).
  public let amount: Decimal

  /// Creates a fare from a decimal string matching `^[0-9]+(\.[0-9]+)?$`.
  ///
  /// Anything else (a sign, spaces, an empty string, `"1."`, `".5"`, an exponent) is
  /// `invalidFare`; a well-formed fare too large or too precise for `Decimal` is `fareOutOfRange`.
  public init(_ text: String) throws(OrderError) {
    guard Self.isPlainDecimal(text) else { throw .invalidFare }
    guard let amount = Decimal(string: text, locale: Self.posix), !amount.isNaN else { throw .fareOutOfRange }
    self.text = text
    self.amount = amount
  }

  public var description: String { text }

  private static let posix = Locale(identifier: "en_US_POSIX")

  /// Whether `text` is one or more ASCII digits, optionally followed by `.` and one or more digits.
  private static func isPlainDecimal(_ text: String) -> Bool {
    var integerDigits = 0
    var fractionDigits = 0
    var sawPoint = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if sawPoint { fractionDigits += 1 } else { integerDigits += 1 }
      case UInt8(ascii: "."):
        guard integerDigits > 0, !sawPoint else { return false }
        sawPoint = true
      default:
        return false
      }
    }
    return integerDigits > 0 && (!sawPoint || fractionDigits > 0)
  }
}

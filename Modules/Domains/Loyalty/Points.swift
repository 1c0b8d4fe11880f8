/// A number of loyalty points: a whole number from 0 to `maximum`, never negative.
///
/// A value object, so a balance or an amount credited or redeemed cannot be negative or too large
/// to read back. The upper bound is the largest whole number a JSON client reading numbers as
/// doubles keeps exact, and it keeps the sum of two `Points` inside `Int`.
public struct Points: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The most points a number of points (a balance included) may hold: 2^53 - 1.
  public static let maximum = 9_007_199_254_740_991
  /// No points: a new account's balance.
  public static let zero = Points(uncheckedValue: 0)

  /// The number of points, `0...maximum`.
  public let value: Int

  /// The points `value`; refuses a negative number or more than `maximum` (`pointsOutOfRange`).
  public init(_ value: Int) throws(LoyaltyError) {
    guard (0...Self.maximum).contains(value) else { throw .pointsOutOfRange(value) }
    self.value = value
  }

  private init(uncheckedValue: Int) {
    value = uncheckedValue
  }

  public static func < (lhs: Points, rhs: Points) -> Bool { lhs.value < rhs.value }

  public var description: String { "\(value)" }
}

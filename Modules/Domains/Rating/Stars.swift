/// How many stars a rider gives a ride: a whole number from 1 to 5.
///
/// A value object: it cannot hold 0, 6 or anything else outside the scale, so every rating in the
/// state is on it.
public struct Stars: Hashable, Sendable {
  /// The lowest rating.
  public static let lowest = 1
  /// The highest rating.
  public static let highest = 5

  /// The number of stars, `lowest...highest`.
  public let value: Int

  /// The stars `value`; refuses anything off the scale.
  public init(_ value: Int) throws(RatingError) {
    guard (Self.lowest...Self.highest).contains(value) else { throw .starsOffTheScale(value) }
    self.value = value
  }
}

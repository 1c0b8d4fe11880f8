/// What a parcel weighs, in whole grams: 1 to 30,000 inclusive.
///
/// A value object: it cannot hold a weightless, negative or overweight value, so every parcel in
/// the state can be carried. Grams are whole numbers on the wire, so no rounding ever happens.
public struct ParcelWeight: Hashable, Sendable, CustomStringConvertible {
  /// The lightest parcel, in grams.
  public static let lightest = 1
  /// The heaviest parcel, in grams.
  public static let heaviest = 30_000

  /// The weight in grams, `lightest...heaviest`.
  public let grams: Int

  /// The weight `grams`; refuses anything off the scale (`weightOffTheScale`).
  public init(grams: Int) throws(ParcelError) {
    guard (Self.lightest...Self.heaviest).contains(grams) else { throw .weightOffTheScale(grams: grams) }
    self.grams = grams
  }

  /// The weight as a person reads it (`1200 g`), for messages and logs.
  public var description: String { "\(grams) g" }
}

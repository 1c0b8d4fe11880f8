/// The name of a running effect, for cancellation: any hashable, sendable value.
public struct EffectID: Hashable, Sendable {
  private let base: any Hashable & Sendable

  /// An ID made of `value` (a string, an entity's `ID`, an enum case).
  public init(_ value: some Hashable & Sendable) {
    base = value
  }

  /// Equal when their values are, as `AnyHashable` compares them.
  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

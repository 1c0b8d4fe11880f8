/// The name of a running effect, for cancellation: any hashable, sendable value.
public struct EffectID: Hashable, @unchecked Sendable {
  // `@unchecked`: built only from `Sendable` values, which `AnyHashable` cannot say.
  private let base: AnyHashable

  /// An ID made of `value` (a string, an entity's `ID`, an enum case).
  public init(_ value: some Hashable & Sendable) {
    base = AnyHashable(value)
  }
}

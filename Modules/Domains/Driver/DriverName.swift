import DomainValues

/// A driver's display name: trimmed and never empty.
///
/// A value object: validated once when created, immutable afterwards, so every `DriverName` in the
/// system is already known to be usable.
public struct DriverName: Hashable, Sendable, CustomStringConvertible {
  /// The trimmed name.
  public let value: String

  /// Trims surrounding whitespace and newlines; refuses a name that is then empty (`emptyName`).
  public init(_ raw: String) throws(DriverError) {
    value = try TrimmedText.required(raw, orThrow: DriverError.emptyName)
  }

  public var description: String { value }
}

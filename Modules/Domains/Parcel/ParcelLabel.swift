import DomainValues
import UDF

/// A parcel's label, what is written on it: trimmed, not empty, at most 80 Unicode scalars.
///
/// A value object: validated once when created, immutable afterwards, so a parcel cannot hold an
/// invalid label.
public struct ParcelLabel: Hashable, Sendable, CustomStringConvertible {
  /// The longest label allowed, counted in Unicode scalars after trimming.
  public static let maximumLength = 80

  /// The trimmed label.
  public let value: String

  /// Trims surrounding white space and invisible format characters (`TrimmedText.required`), then
  /// refuses an empty (`emptyLabel`) or too long (`labelTooLong`) label.
  public init(_ raw: String) throws(ParcelError) {
    value = try TrimmedText.required(
      raw, atMost: Self.maximumLength, orThrow: ParcelError.emptyLabel,
      tooLong: ParcelError.labelTooLong(scalarCount:))
  }

  /// The label as written on the parcel, for messages and logs.
  public var description: String { value }
}

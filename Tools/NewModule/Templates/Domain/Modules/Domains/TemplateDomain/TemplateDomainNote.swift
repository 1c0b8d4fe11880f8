import DomainValues
import UDF

/// An entry's note: trimmed, not empty, at most 280 Unicode scalars.
///
/// A value object: validated once when created, immutable afterwards, so an entry cannot hold an
/// invalid note.
public struct TemplateDomainNote: Hashable, Sendable, CustomStringConvertible {
  /// The longest note allowed, counted in Unicode scalars after trimming.
  public static let maximumLength = 280

  /// The trimmed note.
  public let value: String

  /// Trims surrounding white space and invisible format characters (`TrimmedText.required`), then
  /// refuses an empty (`emptyNote`) or too long (`noteTooLong`) note.
  public init(_ raw: String) throws(TemplateDomainError) {
    value = try TrimmedText.required(
      raw, atMost: Self.maximumLength, orThrow: TemplateDomainError.emptyNote,
      tooLong: TemplateDomainError.noteTooLong(scalarCount:))
  }

  /// The note as the reducer and a restore check it: a refusal is reported as a `Rejection`.
  static func checked(_ raw: String) throws(Rejection) -> TemplateDomainNote {
    try validated { () throws(TemplateDomainError) in try TemplateDomainNote(raw) }
  }

  public var description: String { value }
}

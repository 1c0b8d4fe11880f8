import DomainValues
import UDF

/// Why the TemplateDomain domain refused something, in its own words.
///
/// Value objects throw this typed error; the reducer reports it as the one `Rejection` the store
/// understands, with a stable code.
public enum TemplateDomainError: Error, Equatable, Sendable, RejectionConvertible {
  /// The note is empty once trimmed.
  case emptyNote
  /// The trimmed note has more than `TemplateDomainNote.maximumLength` Unicode scalars (it had
  /// `scalarCount`).
  case noteTooLong(scalarCount: Int)
  /// An entry with this ID already exists.
  case entryAlreadyExists(ID<TemplateDomainEntry>)

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .emptyNote:
      Rejection(code: "emptyNoteIsNotAllowed", message: "a note must not be empty")
    case .noteTooLong(let scalarCount):
      Rejection(
        code: "noteTooLong",
        message: "a note has at most \(TemplateDomainNote.maximumLength) characters, "
          + "this one has \(scalarCount)"
      )
    case .entryAlreadyExists(let id):
      .alreadyExists("entry", id)
    }
  }
}

import DomainValues
import UDF

/// The example action's event, to replace with the feature's own: a note was taken. Carries what
/// a subscriber needs, the note's ID and its trimmed text.
public struct TemplateNoted: DomainEvent, Equatable {
  public static let name = "template.noted"
  /// The note's ID, made at the edge when the action has none.
  public let id: ID<TemplateNoted>
  /// The trimmed note.
  public let note: String

  /// The event for the note `note` with this ID.
  public init(id: ID<TemplateNoted>, note: String) {
    self.id = id
    self.note = note
  }

  /// Writes `{id, note}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("note", note)
  }
}

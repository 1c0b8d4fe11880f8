import DomainValues
import UDF

/// One template domain entry: its identity and its note.
///
/// An entity: it keeps its ID for life, and `TemplateDomainsState` holds the entries by ID.
public struct TemplateDomainEntry: Hashable, Sendable, Identified {
  /// The entry's identity.
  public let id: ID<TemplateDomainEntry>
  /// The entry's note, already valid.
  public let note: TemplateDomainNote

  /// An entry with an already valid note.
  public init(id: ID<TemplateDomainEntry>, note: TemplateDomainNote) {
    self.id = id
    self.note = note
  }
}

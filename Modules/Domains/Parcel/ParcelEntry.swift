import DomainValues
import UDF

/// One parcel entry: its identity and its note.
///
/// An entity: it keeps its ID for life, and `ParcelsState` holds the entries by ID.
public struct ParcelEntry: Hashable, Sendable, Identified {
  /// The entry's identity.
  public let id: ID<ParcelEntry>
  /// The entry's note, already valid.
  public let note: ParcelNote

  /// An entry with an already valid note.
  public init(id: ID<ParcelEntry>, note: ParcelNote) {
    self.id = id
    self.note = note
  }
}

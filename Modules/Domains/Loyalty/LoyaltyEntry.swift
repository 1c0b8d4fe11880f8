import DomainValues
import UDF

/// One loyalty entry: its identity and its note.
///
/// An entity: it keeps its ID for life, and `LoyaltyState` holds the entries by ID.
public struct LoyaltyEntry: Hashable, Sendable, Identified {
  /// The entry's identity.
  public let id: ID<LoyaltyEntry>
  /// The entry's note, already valid.
  public let note: LoyaltyNote

  /// An entry with an already valid note.
  public init(id: ID<LoyaltyEntry>, note: LoyaltyNote) {
    self.id = id
    self.note = note
  }
}

import DomainValues
import UDF

/// Every loyalty entry, in the order they were recorded, with constant-time lookup by ID.
///
/// Readable by anyone; only this file changes it, through the reducer, so its rules cannot be
/// broken from outside.
public struct LoyaltyState: Equatable, Sendable {
  /// The entries in the order they were recorded.
  public fileprivate(set) var entries = EntityTable<LoyaltyEntry>()

  /// No entries.
  public init() {}

  /// The entries restored from a stored state, in order; refuses an ID listed twice, so a damaged
  /// snapshot cannot break the rule that an ID names one entry.
  public init(entries: [LoyaltyEntry]) throws(Rejection) {
    var seen = Set<ID<LoyaltyEntry>>(minimumCapacity: entries.count)
    for entry in entries where !seen.insert(entry.id).inserted {
      throw LoyaltyError.entryAlreadyExists(entry.id).rejection
    }
    self.entries = EntityTable(entries)
  }

  /// The entry with this ID, if any.
  public func entry(_ id: ID<LoyaltyEntry>) -> LoyaltyEntry? {
    entries[id]
  }
}

// MARK: - Reducer

extension LoyaltyState: Reducer {
  /// What a Loyalty action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add a new entry.
    case record(LoyaltyRecording)
  }

  /// Checks a Loyalty action against the entries, changing nothing.
  public static func check(
    _ action: LoyaltyAction, in state: LoyaltyState
  ) throws(Rejection) -> Change {
    switch action {
    case .record(let id, let note):
      let validNote = try LoyaltyNote.checked(note)
      guard !state.entries.contains(id: id) else {
        throw LoyaltyError.entryAlreadyExists(id).rejection
      }
      let entry = LoyaltyEntry(id: id, note: validNote)
      return .record(LoyaltyRecording(entry: entry))
    }
  }

  /// Makes a checked change true, recording the entry it adds.
  public static func apply(
    _ change: Change,
    to state: inout LoyaltyState,
    _ reduction: inout Reduction<LoyaltyAction>
  ) {
    switch change {
    case .record(let recording):
      state.entries.upsert(recording.entry, &reduction)
    }
  }
}

/// A checked new entry: its ID is free and its note valid. Only `LoyaltyState` makes one.
public struct LoyaltyRecording: Equatable, Sendable {
  /// The new entry.
  public let entry: LoyaltyEntry

  fileprivate init(entry: LoyaltyEntry) {
    self.entry = entry
  }
}

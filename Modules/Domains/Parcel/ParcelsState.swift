import DomainValues
import UDF

/// Every parcel entry, in the order they were recorded, with constant-time lookup by ID.
///
/// Readable by anyone; only this file changes it, through the reducer, so its rules cannot be
/// broken from outside.
public struct ParcelsState: Equatable, Sendable {
  /// The entries in the order they were recorded.
  public fileprivate(set) var entries = EntityTable<ParcelEntry>()

  /// No entries.
  public init() {}

  /// The entries restored from a stored state, in order; refuses an ID listed twice, so a damaged
  /// snapshot cannot break the rule that an ID names one entry.
  public init(entries: [ParcelEntry]) throws(Rejection) {
    var seen = Set<ID<ParcelEntry>>(minimumCapacity: entries.count)
    for entry in entries where !seen.insert(entry.id).inserted {
      throw ParcelError.entryAlreadyExists(entry.id).rejection
    }
    self.entries = EntityTable(entries)
  }

  /// The entry with this ID, if any.
  public func entry(_ id: ID<ParcelEntry>) -> ParcelEntry? {
    entries[id]
  }
}

// MARK: - Reducer

extension ParcelsState: Reducer {
  /// What a Parcel action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add a new entry.
    case record(ParcelRecording)
  }

  /// Checks a Parcel action against the entries, changing nothing.
  public static func check(
    _ action: ParcelAction, in state: ParcelsState
  ) throws(Rejection) -> Change {
    switch action {
    case .record(let id, let note):
      let validNote = try ParcelNote.checked(note)
      guard !state.entries.contains(id: id) else {
        throw ParcelError.entryAlreadyExists(id).rejection
      }
      let entry = ParcelEntry(id: id, note: validNote)
      return .record(ParcelRecording(entry: entry))
    }
  }

  /// Makes a checked change true, recording the entry it adds.
  public static func apply(
    _ change: Change,
    to state: inout ParcelsState,
    _ reduction: inout Reduction<ParcelAction>
  ) {
    switch change {
    case .record(let recording):
      state.entries.upsert(recording.entry, &reduction)
    }
  }
}

/// A checked new entry: its ID is free and its note valid. Only `ParcelsState` makes one.
public struct ParcelRecording: Equatable, Sendable {
  /// The new entry.
  public let entry: ParcelEntry

  fileprivate init(entry: ParcelEntry) {
    self.entry = entry
  }
}

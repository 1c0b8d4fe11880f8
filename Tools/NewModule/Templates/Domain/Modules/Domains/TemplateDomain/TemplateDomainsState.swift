import DomainValues
import UDF

/// Every template domain entry, in the order they were recorded, with constant-time lookup by ID.
///
/// Readable by anyone; only this file changes it, through the reducer, so its rules cannot be
/// broken from outside.
public struct TemplateDomainsState: Equatable, Sendable {
  /// The entries in the order they were recorded.
  public fileprivate(set) var entries = EntityTable<TemplateDomainEntry>()

  /// No entries.
  public init() {}

  /// The entries restored from a stored state, in order; refuses an ID listed twice, so a damaged
  /// snapshot cannot break the rule that an ID names one entry.
  public init(entries: [TemplateDomainEntry]) throws(Rejection) {
    var seen = Set<ID<TemplateDomainEntry>>(minimumCapacity: entries.count)
    for entry in entries where !seen.insert(entry.id).inserted {
      throw TemplateDomainError.entryAlreadyExists(entry.id).rejection
    }
    self.entries = EntityTable(entries)
  }

  /// The entry with this ID, if any.
  public func entry(_ id: ID<TemplateDomainEntry>) -> TemplateDomainEntry? {
    entries[id]
  }
}

// MARK: - Reducer

extension TemplateDomainsState: Reducer {
  /// What a TemplateDomain action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// Add a new entry.
    case record(TemplateDomainRecording)
  }

  /// Checks a TemplateDomain action against the entries, changing nothing.
  public static func check(
    _ action: TemplateDomainAction, in state: TemplateDomainsState
  ) throws(Rejection) -> Change {
    switch action {
    case .record(let id, let note):
      let validNote = try TemplateDomainNote.checked(note)
      guard !state.entries.contains(id: id) else {
        throw TemplateDomainError.entryAlreadyExists(id).rejection
      }
      let entry = TemplateDomainEntry(id: id, note: validNote)
      return .record(TemplateDomainRecording(entry: entry))
    }
  }

  /// Makes a checked change true, recording the entry it adds.
  public static func apply(
    _ change: Change,
    to state: inout TemplateDomainsState,
    _ reduction: inout Reduction<TemplateDomainAction>
  ) {
    switch change {
    case .record(let recording):
      state.entries.upsert(recording.entry, &reduction)
    }
  }
}

/// A checked new entry: its ID is free and its note valid. Only `TemplateDomainsState` makes one.
public struct TemplateDomainRecording: Equatable, Sendable {
  /// The new entry.
  public let entry: TemplateDomainEntry

  fileprivate init(entry: TemplateDomainEntry) {
    self.entry = entry
  }
}

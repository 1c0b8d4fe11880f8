import DomainValues
import UDF

/// A module's state as the app shows, stores and restores it: one named part of `state.get`, of
/// the state dump and of a snapshot.
///
/// A module conforms its state once, in its own folder; the app's registration list derives
/// `state.get`'s paths, the dump, snapshots, `--help` and the inspector from it, so adding a module
/// adds no line to any of them.
///
/// A snapshot or compacted journal written before a module existed has no field for its part: the
/// part is restored as the module's empty state (`init()`), so adding a module keeps every stored
/// state readable.
public protocol StoredState: Equatable, Sendable {
  /// The empty state: a new app's, and the part of a state stored before the module existed.
  init()
  /// The part's name: `state.get`'s path, and its key in the dump and in a snapshot (`items`).
  static var partName: String { get }
  /// Whether the state is a table of entities with IDs: the inspector then shows each entity's
  /// history by ID (`entity(_:)`) instead of comparing the whole part after every step.
  static var holdsEntities: Bool { get }

  /// Writes this state as the value of the field `key`: an array of entities, an object, or null.
  func write(as key: String, to writer: inout some FieldWriter)
  /// Reads the value `write(as:to:)` wrote in the field `key` (a snapshot, a compacted journal's
  /// base) through the domain's own validation.
  ///
  /// What it returns may finish on another thread while the app reads the other parts (indexing
  /// a million items takes tens of milliseconds); `Restored.value` when there is nothing to wait for.
  static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<Self>
  /// The entity with this ID, when the state holds entities (`holdsEntities`); `nil` otherwise.
  func entity(_ id: UUIDValue) -> (any WireWritable)?
  /// How many rows the state holds, when it is a table of entities: a restore compares it with
  /// the rows stored, so one ID stored twice is refused rather than made one row.
  var rowCount: Int? { get }
}

extension StoredState {
  /// A state that is not a table of entities: compared and shown whole.
  public static var holdsEntities: Bool { false }

  /// No entities to look up.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? { nil }

  /// No rows to count.
  public var rowCount: Int? { nil }
}

import Concurrency
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
}

extension StoredState {
  /// A state that is not a table of entities: compared and shown whole.
  public static var holdsEntities: Bool { false }

  /// No entities to look up.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? { nil }
}

/// A restored state, ready or still being finished on another thread.
///
/// Restoring a snapshot reads every part first and waits for the slow ones last, so the work of
/// one part overlaps the reading of the others.
public struct Restored<Value: Sendable>: Sendable {
  private let finish: @Sendable () -> Value

  private init(finish: @escaping @Sendable () -> Value) {
    self.finish = finish
  }

  /// A state that is already complete.
  public static func value(_ value: Value) -> Restored {
    Restored { value }
  }

  /// A state finished by `work` on another thread while the caller goes on.
  public static func background(_ work: @escaping @Sendable () -> Value) -> Restored {
    let running = BackgroundWork(work)
    return Restored { running.value() }
  }

  /// The state, waiting for its work if it is still running.
  public func value() -> Value {
    finish()
  }
}

/// A module state that is one table of entities, each in its own wire shape: its part is the
/// array of its rows, and the inspector shows each row's history by ID.
///
/// Conforming takes the part's name, the table and `restore`; the rest is written once here.
public protocol EntityTableState: StoredState {
  /// The entity the table holds.
  associatedtype Row: Identified & WireWritable & Sendable
  /// The rows, in the order the part lists them.
  var table: EntityTable<Row> { get }
}

extension EntityTableState {
  /// A table of entities: shown by ID.
  public static var holdsEntities: Bool { true }

  /// The rows as an array of their wire shapes.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.objects(key, table) { row, writer in row.write(to: &writer) }
  }

  /// The row with this ID.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? {
    table[id.retyped()]
  }
}

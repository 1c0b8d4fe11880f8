import DomainValues
import UDF

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

  /// The rows in the table.
  public var rowCount: Int? { table.count }

  /// The row with this ID.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? {
    table[id.retyped()]
  }
}

import DomainValues

/// The rows of one entity type in insertion order, with O(1) lookup by ID and in-place changes.
///
/// It replaces the ID-to-position index every domain used to write by hand, and it is how keyed
/// observation stays exact: every change goes through a method that records the row's ID in the
/// action's `Reduction`, so no change can forget to say what it touched. Reading is a plain
/// random-access collection of rows.
public struct EntityTable<Row: Identified & Sendable>: Sendable, RandomAccessCollection {
  @usableFromInline var rows: [Row]
  @usableFromInline var index: PositionIndex

  /// An empty table.
  @inlinable
  public init() {
    rows = []
    index = PositionIndex()
  }

  /// A table of these rows; a repeated ID replaces the earlier row where it stands, as a load would.
  @inlinable
  public init(_ rows: some Sequence<Row>) {
    self.init()
    self.rows.reserveCapacity(rows.underestimatedCount)
    for row in rows { store(row) }
  }

  /// A table of these rows that keeps the array as it is (no row is copied) when every ID is
  /// distinct, as in a restored state; a repeated ID is handled as by `init(_:)` for any sequence.
  @inlinable
  public init(_ rows: [Row]) {
    guard let index = PositionIndex(distinct: rows) else {
      self = EntityTable(rows.lazy)
      return
    }
    self.rows = rows
    self.index = index
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { rows.count }
  @inlinable public subscript(position: Int) -> Row { rows[position] }

  /// The row with this ID, if any (O(1)).
  @inlinable
  public subscript(id: ID<Row>) -> Row? {
    guard let position = index.position(of: id, in: rows) else { return nil }
    return rows[position]
  }

  /// Whether a row with this ID exists (O(1)).
  @inlinable
  public func contains(id: ID<Row>) -> Bool {
    index.position(of: id, in: rows) != nil
  }

  /// The rows as an array (shares storage; no copy until someone changes one of them).
  @inlinable
  public var elements: [Row] { rows }

  /// Adds `row` at the end, or replaces the row with its ID where it stands; records its ID.
  /// (Always inlined: a domain's `apply` is generic over its caller's action, and only an inlined
  /// body lets the row operations be specialized for the concrete row type.)
  // kept (with `update`'s): J1 replay 33,974 -> 34,207, A1 reducer 484 -> 487 instructions per
  // record/action without them (callgrind, 2026-11-26).
  @inlinable @inline(__always)
  public mutating func upsert<A>(_ row: consuming Row, _ reduction: inout Reduction<A>) {
    reduction.storedTouched.insert(ObservationKey(row.id))
    store(row)
  }

  /// Adds or replaces each row in order, recording each ID (a load touches exactly what it loads).
  @inlinable
  public mutating func upsert<A>(contentsOf rows: some Sequence<Row>, _ reduction: inout Reduction<A>) {
    for row in rows { upsert(row, &reduction) }
  }

  /// Changes the row with this ID in place and records its ID; does nothing for an unknown ID
  /// (`check` makes sure it exists). Always inlined for the reason and gain `upsert` gives.
  @inlinable @inline(__always)
  public mutating func update<A>(_ id: ID<Row>, _ reduction: inout Reduction<A>, _ change: (inout Row) -> Void) {
    guard let position = index.position(of: id, in: rows) else { return }
    reduction.storedTouched.insert(ObservationKey(id))
    change(&rows[position])
  }

  /// Removes the row with this ID and returns it, recording its ID (keyed observers of the row
  /// run and see it gone); returns `nil` and records nothing for an unknown ID, as `update` does.
  ///
  /// The rows after it keep their order and move up one place, so a state dump or a snapshot
  /// stays the same bytes for the same actions. That makes a removal O(n): the rows after the
  /// removed one are shifted, and the index renumbers their positions (four bytes a slot; removing
  /// the last row renumbers nothing). Fine for removals that are rare beside reads and upserts; a
  /// table that removes from its front at every action would want a structure of its own.
  @inlinable
  @discardableResult
  public mutating func remove<A>(_ id: ID<Row>, _ reduction: inout Reduction<A>) -> Row? {
    let found = index.probe(id, in: rows)
    guard found >= 0 else { return nil }
    reduction.storedTouched.insert(ObservationKey(id))
    let position = index.position(at: found)
    index.remove(slot: found, position: position, of: rows)
    return rows.remove(at: position)
  }

  @inlinable
  mutating func store(_ row: consuming Row) {
    let found = index.probe(row.id, in: rows)
    if found >= 0 {
      rows[index.position(at: found)] = row
    } else {
      rows.append(row)
      index.insertLast(of: rows, inEmptySlot: ~found)
    }
  }
}

extension EntityTable: Equatable where Row: Equatable {
  /// Tables are equal when they hold equal rows in the same order (the index follows from the rows).
  @inlinable
  public static func == (lhs: EntityTable, rhs: EntityTable) -> Bool {
    lhs.rows == rhs.rows
  }
}

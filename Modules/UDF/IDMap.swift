import DomainValues

/// A value for each of one entity's IDs, kept compact: the entries in one array in the order they
/// were added, found through a `PositionIndex` (four bytes a slot).
///
/// It exists for a domain's large lookup tables that are not entities of their own, such as the
/// box each of 100,000 boxed items sits in. A `Dictionary` there keeps a 16-byte key and the value
/// in every bucket, three quarters full at most, and writes them at random: restoring that table
/// from a snapshot took 10-20 ms, most of it cache misses and fresh pages. Here the entries are
/// written in order and only the index's slots at random. Entries are added or changed, never
/// removed (no table needs that yet).
public struct IDMap<Key, Value: Sendable>: Sendable {
  /// One entry: the ID (typed for the entry, as the index needs) and its value.
  @usableFromInline
  struct Entry: Identified, Sendable {
    @usableFromInline let id: ID<Entry>
    @usableFromInline var value: Value

    @usableFromInline
    init(id: ID<Entry>, value: Value) {
      self.id = id
      self.value = value
    }
  }

  @usableFromInline var entries: [Entry] = []
  @usableFromInline var index = PositionIndex()

  /// No entries.
  @inlinable
  public init() {}

  /// These entries (`count` of them, to make room once), in order, when no ID repeats; `nil` when
  /// one does. Built in one pass over the entries and one over their hashes, the way a restored
  /// state wants it; a caller that must name the repeated ID finds it with `updateValue(_:forKey:)`.
  @inlinable
  public init?(distinct pairs: some Sequence<(ID<Key>, Value)>, count: Int) {
    entries.reserveCapacity(count)
    for (id, value) in pairs { entries.append(Entry(id: id.retyped(), value: value)) }
    guard let index = PositionIndex(distinct: entries) else { return nil }
    self.index = index
  }

  /// How many IDs have a value.
  @inlinable public var count: Int { entries.count }

  /// Whether no ID has a value.
  @inlinable public var isEmpty: Bool { entries.isEmpty }

  /// The value for `id`, if it has one (O(1)).
  @inlinable
  public subscript(id: ID<Key>) -> Value? {
    guard let position = index.position(of: id.retyped(as: Entry.self), in: entries) else { return nil }
    return entries[position].value
  }

  /// Gives `id` the value `value`, and returns the value it had, if any (as `Dictionary`'s).
  @inlinable
  @discardableResult
  public mutating func updateValue(_ value: Value, forKey id: ID<Key>) -> Value? {
    let found = index.probe(id.retyped(as: Entry.self), in: entries)
    guard found < 0 else {
      let position = index.position(at: found)
      let old = entries[position].value
      entries[position].value = value
      return old
    }
    entries.append(Entry(id: id.retyped(), value: value))
    index.insertLast(of: entries, inEmptySlot: ~found)
    return nil
  }
}

extension IDMap: Equatable where Value: Equatable {
  /// Maps are equal when they give the same IDs the same values, in whatever order they were added
  /// (as dictionaries are).
  @inlinable
  public static func == (lhs: IDMap, rhs: IDMap) -> Bool {
    lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.id.retyped()] == $0.value }
  }
}

extension IDMap: ExpressibleByDictionaryLiteral {
  /// A map of these entries; a repeated ID keeps its last value. (Tests write expected maps so.)
  @inlinable
  public init(dictionaryLiteral elements: (ID<Key>, Value)...) {
    self.init()
    for (id, value) in elements { updateValue(value, forKey: id) }
  }
}

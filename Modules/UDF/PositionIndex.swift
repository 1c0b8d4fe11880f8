import DomainValues

/// Where each row of an `EntityTable` sits, by ID: an open-addressing hash table that holds only
/// positions (four bytes a slot) and compares IDs against the rows themselves.
///
/// A `Dictionary` from ID to position stores the 16-byte key and an 8-byte position in every
/// bucket, so indexing a restored state's 200,000 items wrote 12 MB at random: most of the time
/// went to cache misses and fresh pages. These slots take 2 MB for the same rows. Linear probing
/// at a load of at most one half; a removal moves the later entries of its run back into the gap
/// (backward-shift deletion), so there are no tombstones and a lookup never walks past one.
/// The hash is `WordHash` with a seed drawn once per process, so IDs sent from outside cannot be
/// chosen to pile into one run of slots. The loops over every slot index the array itself: a
/// buffer pointer there bought nothing measurable (without it: A1 reducer 487 -> 486, J1 replay
/// 33,974 -> 33,977, G1 by-id 319,644 -> 319,485 instructions; commit 3919466).
@usableFromInline
struct PositionIndex: Sendable {
  /// Each slot holds a row's position plus one; zero is empty. The count is a power of two.
  @usableFromInline var slots: [UInt32] = []
  /// The process's seed, kept here: reading the global at every probe ran its once-check.
  @usableFromInline let seed = PositionIndex.processSeed

  @usableFromInline init() {}

  /// The position of the row with ID `id` in `rows`, if any.
  @inlinable
  func position<Row: Identified>(of id: ID<Row>, in rows: [Row]) -> Int? {
    let found = probe(id, in: rows)
    return found < 0 ? nil : position(at: found)
  }

  /// The position held in `slot`, a slot `probe` found.
  @inlinable
  func position(at slot: Int) -> Int {
    Int(slots[slot]) - 1
  }

  /// Records the last of `rows`, whose ID `probe` did not find, in the empty slot it named
  /// (`~probe`), so a new row costs one probe; when the slots are half full, all are rebuilt.
  @inlinable
  mutating func insertLast<Row: Identified>(of rows: [Row], inEmptySlot slot: Int) {
    guard rows.count * 2 <= slots.count else {
      rebuild(for: rows)
      return
    }
    slots[slot] = UInt32(truncatingIfNeeded: rows.count)
  }

  /// Forgets the row at `position` of `rows`, whose position `slot` holds (as `probe` found it),
  /// before the caller removes it from `rows`: the entries after it in its run move back where a
  /// probe still finds them, and every position after it goes down by one, as the rows will.
  @inlinable
  mutating func remove<Row: Identified>(slot: Int, position: Int, of rows: [Row]) {
    let mask = slots.count - 1
    var hole = slot
    var next = slot
    while true {
      next = (next + 1) & mask
      let entry = Int(slots[next])
      if entry == 0 { break }
      // The entry stays when its home slot lies cyclically in (hole, next]: a probe from there
      // reaches it without crossing the hole. Otherwise it moves into the hole.
      let home = rows[entry - 1].id._rawHashValue(seed: seed) & mask
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if stays { continue }
      slots[hole] = slots[next]
      hole = next
    }
    slots[hole] = 0
    guard position < rows.count - 1 else { return }
    let removed = UInt32(truncatingIfNeeded: position + 1)
    for slot in slots.indices where slots[slot] > removed { slots[slot] -= 1 }
  }

  /// An index of `rows`, or `nil` when two rows share an ID.
  ///
  /// Every row's hash is taken first, in order; a probe that meets an occupied slot compares the
  /// hashes and reads that row's ID only when they match. Comparing IDs at once fetched a row at
  /// random for every occupied slot passed, a cache miss each.
  @inlinable
  init?<Row: Identified>(distinct rows: [Row]) {
    reserve(rows.count)
    let mask = slots.count - 1
    let hashes = rows.map { $0.id._rawHashValue(seed: seed) }
    for position in rows.indices {
      let hash = hashes[position]
      var slot = hash & mask
      while slots[slot] != 0 {
        let other = Int(slots[slot]) - 1
        if hashes[other] == hash && rows[other].id == rows[position].id { return nil }
        slot = (slot + 1) & mask
      }
      slots[slot] = UInt32(truncatingIfNeeded: position + 1)
    }
  }

  /// The slot holding `id`'s position, or the complement of the empty slot where it would go
  /// (negative), or -1 when there are no slots.
  @inlinable
  func probe<Row: Identified>(_ id: ID<Row>, in rows: [Row]) -> Int {
    guard !slots.isEmpty else { return -1 }
    let mask = slots.count - 1
    var slot = id._rawHashValue(seed: seed) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return ~slot }
      if rows[entry - 1].id == id { return slot }
      slot = (slot + 1) & mask
    }
  }

  /// Room for `count` rows at a load of at most one half.
  @inlinable
  mutating func reserve(_ count: Int) {
    var size = 8
    while size < count * 2 { size *= 2 }
    slots = [UInt32](repeating: 0, count: size)
  }

  /// Every row of `rows` indexed again in twice the room. The rows' IDs are distinct, so each
  /// takes the first empty slot from its hash without comparing IDs (which would read every row
  /// again).
  @inlinable
  mutating func rebuild<Row: Identified>(for rows: [Row]) {
    reserve(rows.count * 2)
    let mask = slots.count - 1
    for position in rows.indices {
      var slot = rows[position].id._rawHashValue(seed: seed) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(truncatingIfNeeded: position + 1)
    }
  }

  /// The hash seed, random per process (as `Dictionary`'s is); it never shows in any result, since
  /// tables iterate in the order their rows were added.
  @usableFromInline static let processSeed = Int.random(in: .min ... .max)
}

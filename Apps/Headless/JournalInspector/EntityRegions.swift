import Foundation

/// Where an entity's field digests are in its collection's buffer (`WrittenFields`).
package struct Region: Equatable {
  package var start: UInt32
  package var count: UInt32

  package init(start: UInt32, count: UInt32) {
    self.start = start
    self.count = count
  }
}

/// The regions of a collection's entities by ID: a map like `[UUID: Region]` in about 30 bytes an
/// entity instead of a dictionary's 48 to 63 (its buckets are 24 bytes and at most 3/4 full):
/// a dense list of entries, and a table of 4-byte positions in it, found by the ID's hash
/// (Swift's, keyed at random for each process) with linear probing.
package struct EntityRegions {
  private struct Entry {
    let id: UUID
    var region: Region
  }

  private var entries: [Entry] = []
  /// Positions in `entries` plus one (0: an empty bucket); a power of two, at most 3/4 full.
  private var table: [UInt32] = []

  /// An empty map.
  package init() {}

  /// The number of entities with a region.
  package var count: Int { entries.count }

  /// The region of the entity `id`, if it has one.
  package subscript(id: UUID) -> Region? {
    find(id).entry.map { entries[$0].region }
  }

  /// Gives the entity `id` the region `region`.
  package mutating func set(_ region: Region, for id: UUID) {
    if let entry = find(id).entry {
      entries[entry].region = region
      return
    }
    if (entries.count + 1) * 4 > table.count * 3 { grow() }
    let bucket = find(id).bucket
    entries.append(Entry(id: id, region: region))
    table[bucket] = UInt32(entries.count)
  }

  /// Forgets the entity `id`; its region, if it had one.
  package mutating func removeValue(forKey id: UUID) -> Region? {
    let (bucket, found) = find(id)
    guard let entry = found else { return nil }
    let removed = entries[entry].region
    // Backward-shift deletion: a later entry whose home bucket is not between the hole and
    // itself moves into the hole, so no probe sequence is broken.
    let mask = table.count - 1
    var hole = bucket
    var next = (hole + 1) & mask
    while table[next] != 0 {
      let home = home(of: entries[Int(table[next]) - 1].id)
      if (next - home) & mask >= (next - hole) & mask {
        table[hole] = table[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    table[hole] = 0
    // The last entry takes the removed one's place in the dense list.
    let last = entries.count - 1
    if entry != last {
      let moved = entries[last]
      let movedBucket = find(moved.id).bucket
      entries[entry] = moved
      table[movedBucket] = UInt32(entry + 1)
    }
    entries.removeLast()
    return removed
  }

  /// Changes every region in place, in no particular order.
  mutating func updateEach(_ body: (inout Region) -> Void) {
    for index in entries.indices { body(&entries[index].region) }
  }

  /// The bucket holding `id` and its entry's position, or the empty bucket where it would go.
  private func find(_ id: UUID) -> (bucket: Int, entry: Int?) {
    guard !table.isEmpty else { return (0, nil) }
    let mask = table.count - 1
    var bucket = home(of: id)
    while table[bucket] != 0 {
      let entry = Int(table[bucket]) - 1
      if entries[entry].id == id { return (bucket, entry) }
      bucket = (bucket + 1) & mask
    }
    return (bucket, nil)
  }

  private func home(of id: UUID) -> Int {
    id.hashValue & (table.count - 1)
  }

  private mutating func grow() {
    table = Array(repeating: 0, count: max(16, table.count * 2))
    let mask = table.count - 1
    for (position, entry) in entries.enumerated() {
      var bucket = home(of: entry.id)
      while table[bucket] != 0 { bucket = (bucket + 1) & mask }
      table[bucket] = UInt32(position + 1)
    }
  }
}

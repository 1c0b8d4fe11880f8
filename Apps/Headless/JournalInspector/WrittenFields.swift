import Foundation

/// What the inspector remembers of each entity on its page, so that a patch carries only the
/// fields an action changed: a 64-bit keyed digest of each field's key and JSON, never the field's
/// bytes, in one buffer per collection, found by the entity's ID (`EntityRegions`).
///
/// Keeping the written bytes themselves (a String-keyed dictionary of byte arrays per entity) took
/// several times the state's size; a digest is 8 bytes whatever the field's length, and an
/// entity's `id` (its key already) is not kept at all.
///
/// Collisions: a digest is SipHash (Swift's `Hasher`, keyed at random for each process) of a
/// secret 64-bit salt drawn for this run, the field's key and its JSON. A changed field is taken
/// for unchanged only when its new digest equals one of the entity's old ones: for a keyed hash,
/// 2^-64 per comparison, so less than one chance in a billion over a page of 10^10 field
/// comparisons (a journal of a billion records). The key and the salt are new and secret in every
/// run, so no journal can be written to make two values collide. 128-bit digests were measured
/// too: 8 more bytes a field took `inspect` of 100,000 items from 1.32x to 1.46x the live run's
/// memory (with a dictionary index), where issue 28's limit is 1.5x.
package struct WrittenFields {
  /// A field's digest.
  private typealias Digest = UInt64

  /// The entities of one collection: their digests, one region each, in one buffer.
  private struct Collection {
    var regions = EntityRegions()
    var digests: [Digest] = []
    /// Digests in the buffer that no entity uses any more (removed, or moved to a larger region).
    var unused = 0

    /// Whether `digest` is one of the digests at `positions`.
    func holds(_ digest: Digest, in positions: Range<Int>) -> Bool {
      positions.contains { digests[$0] == digest }
    }

    /// Drops the unused digests once they are half of the buffer, so updates never grow it.
    mutating func compactIfSparse() {
      guard unused > 1024, unused * 2 > digests.count else { return }
      var packed: [Digest] = []
      packed.reserveCapacity(digests.count - unused)
      regions.updateEach { region in
        let start = Int(region.start)
        packed.append(contentsOf: digests[start..<start + Int(region.count)])
        region.start = UInt32(packed.count) - region.count
      }
      digests = packed
      unused = 0
    }
  }

  private var collections: [Collection]
  private let salt = UInt64.random(in: .min ... .max)

  /// A store for `collections` collections (the state's parts that hold entities), all empty.
  package init(collections: Int) {
    self.collections = Array(repeating: Collection(), count: collections)
  }

  /// The positions in `fields` of the fields that differ from what was last remembered for the
  /// entity `id` of collection `collection` (all of them, `id` included, for an entity not
  /// remembered), and remembers `fields` as its last written fields.
  package mutating func changedFields(_ fields: FieldBytes, of id: UUID, in collection: Int) -> [Int] {
    var digests: [Digest] = []
    var positions: [Int] = []
    for (position, field) in fields.fields.enumerated() where field.key != "id" {
      digests.append(digest(field.key, field.json))
      positions.append(position)
    }
    let count = UInt32(digests.count)
    guard let region = collections[collection].regions[id] else {
      remember(digests, of: id, in: collection)
      return Array(fields.fields.indices)
    }
    let old = Int(region.start)..<Int(region.start + region.count)
    // Read in place: a slice of the buffer kept alive over the update below would copy it all.
    let changed = zip(positions, digests).filter { !collections[collection].holds($0.1, in: old) }.map(\.0)
    if region.count == count {
      for (offset, digest) in digests.enumerated() { collections[collection].digests[old.lowerBound + offset] = digest }
    } else {
      collections[collection].unused += Int(region.count)
      remember(digests, of: id, in: collection)
      collections[collection].compactIfSparse()
    }
    return changed
  }

  /// Forgets the entity `id` of collection `collection`; whether it was remembered.
  package mutating func remove(_ id: UUID, in collection: Int) -> Bool {
    guard let region = collections[collection].regions.removeValue(forKey: id) else { return false }
    collections[collection].unused += Int(region.count)
    collections[collection].compactIfSparse()
    return true
  }

  /// Forgets every entity (after a full state, every entity's next patch holds all its fields).
  package mutating func removeAll() {
    collections = Array(repeating: Collection(), count: collections.count)
  }

  /// The digests held, used or not: what the store costs beyond its index, for tests.
  package var digestCount: Int {
    collections.reduce(0) { $0 + $1.digests.count }
  }

  private mutating func remember(_ digests: [Digest], of id: UUID, in collection: Int) {
    let start = collections[collection].digests.count
    collections[collection].digests.append(contentsOf: digests)
    collections[collection].regions.set(Region(start: UInt32(start), count: UInt32(digests.count)), for: id)
  }

  private func digest(_ key: String, _ json: [UInt8]) -> Digest {
    var hasher = Hasher()
    hasher.combine(salt)
    // `String` hashes with a terminator, so a key and the JSON after it cannot run together.
    hasher.combine(key)
    hasher.combine(json)
    return Digest(bitPattern: Int64(hasher.finalize()))
  }
}

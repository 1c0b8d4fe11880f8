import Foundation
import JSONOutput
import JournalInspector
import Testing
import UDF
import UDFTesting

/// What keeps `superapp inspect` within about the memory of the live run (issue 28), asserted as
/// what it holds rather than as a size: no full state waits for the end of the page or is held
/// whole, and what it remembers of an entity does not depend on its fields' lengths or on the
/// number of records.
@Suite struct InspectorMemoryTests {
  @Test func everyFullStateLeavesBeforeTheNextRecordInPiecesOfOneEntity() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal"
      let lines = (1...6_000).map { number in
        let id = JournalE2EFiles.uuid("1e", number)
        return #"{"action":"item.create","id":"\#(id)","title":"Item \#(number)","description":"about \#(number)"}"#
      }
      try #require(JournalE2ERun.run(["--journal", journal, "--fsync", "never"], input: lines).exit.exited(0))
      var page: [UInt8] = []
      var largestPiece = 0
      var writer = JSONWriter(capacity: 1 << 16)
      let summary = try InspectorData.write(journal: journal, into: &writer) { writer in
        largestPiece = max(largestPiece, writer.bytes.count)
        page += writer.bytes
        writer.discardWritten()
      }
      page += writer.bytes
      #expect(summary.records == 6_000)
      // One record or one entity at a time: a full state of 6,000 items (over 1 MB) is never whole.
      #expect(largestPiece < 4_096, "a piece of \(largestPiece) bytes")
      let data = try #require(JSONSerialization.jsonObject(with: Data(page)) as? [String: Any])
      let steps = try #require(data["steps"] as? [Any])
      var records = 0
      var checkpoints: [Int] = []
      for step in steps {
        if step is [Any] {
          records += 1
        } else {
          let full = try #require(step as? [String: Any])
          let seq = try #require(full["checkpoint"] as? Int)
          #expect(seq == records, "the full state after \(seq) records comes after \(records)")
          let items = try #require((full["state"] as? [String: Any])?["items"] as? [Any])
          #expect(items.count == seq)
          checkpoints.append(seq)
        }
      }
      #expect(records == 6_000)
      #expect(checkpoints.count >= 3 && checkpoints.first == 0, "\(checkpoints)")
    }
  }

  @Test func anEntitysFieldsAreRememberedWithoutTheirBytes() {
    var written = WrittenFields(collections: 1)
    let id = UUID()
    var changed: [Int]
    let long = String(repeating: "x", count: 1 << 20)
    changed = written.changedFields(Self.item(id, title: long), of: id, in: 0)
    #expect(changed == [0, 1, 2])
    let held = written.digestCount
    #expect(held == 2, "one digest for each field but the ID")
    changed = written.changedFields(Self.item(id, title: "short"), of: id, in: 0)
    #expect(changed == [2])
    #expect(written.digestCount == held)
  }

  @Test func updatingAndRemovingEntitiesDoesNotGrowWhatIsRemembered() {
    var written = WrittenFields(collections: 2)
    let ids = (0..<1_000).map { _ in UUID() }
    for id in ids { _ = written.changedFields(Self.item(id, title: "first"), of: id, in: 1) }
    let held = written.digestCount
    for round in 0..<40 {
      for id in ids {
        // A field more, then a field fewer: each moves the entity to a new place in its buffer.
        var fields = Self.item(id, title: "round \(round)")
        if round % 2 == 0 { fields.field("extra", round) }
        _ = written.changedFields(fields, of: id, in: 1)
      }
    }
    #expect(written.digestCount <= 4 * held, "\(written.digestCount) digests for \(held) in use")
    for id in ids {
      let removed = written.remove(id, in: 1)
      #expect(removed)
    }
    for id in ids { _ = written.changedFields(Self.item(id, title: "again"), of: id, in: 1) }
    #expect(written.digestCount <= 4 * held, "\(written.digestCount) digests for \(held) in use")
  }

  @Test func aPatchHoldsTheChangedFieldsAndANewEntityAllOfThem() {
    var written = WrittenFields(collections: 2)
    let id = UUID()
    var changed: [Int]
    var removed: Bool
    changed = written.changedFields(Self.item(id, title: "a"), of: id, in: 0)
    #expect(changed == [0, 1, 2])
    changed = written.changedFields(Self.item(id, title: "a"), of: id, in: 0)
    #expect(changed == [])
    changed = written.changedFields(Self.item(id, title: "b"), of: id, in: 0)
    #expect(changed == [2])
    // The same ID in another collection is another entity.
    changed = written.changedFields(Self.item(id, title: "b"), of: id, in: 1)
    #expect(changed == [0, 1, 2])
    var more = Self.item(id, title: "b")
    more.field("tags", strings: ["t"])
    changed = written.changedFields(more, of: id, in: 0)
    #expect(changed == [3])
    removed = written.remove(id, in: 0)
    #expect(removed)
    removed = written.remove(id, in: 0)
    #expect(!removed)
    changed = written.changedFields(Self.item(id, title: "b"), of: id, in: 0)
    #expect(changed == [0, 1, 2])
    written.removeAll()
    changed = written.changedFields(Self.item(id, title: "b"), of: id, in: 1)
    #expect(changed == [0, 1, 2])
  }

  /// An entity's fields as the inspector captures them: `description`, `id`, `title`.
  private static func item(_ id: UUID, title: String) -> FieldBytes {
    var fields = FieldBytes()
    fields.field("description", "about it")
    fields.field("id", uuid: id)
    fields.field("title", title)
    return fields
  }
}

/// `EntityRegions`, the inspector's compact map from an entity's ID to its digests, agrees with a
/// dictionary through random insertions, updates and removals (removal shifts entries back in
/// their probe sequences and moves the last entry into the hole).
@Suite struct EntityRegionsTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func agreesWithADictionary(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var regions = EntityRegions()
    var model: [UUID: Region] = [:]
    // Few IDs, so insertions, updates and removals of the same IDs meet in long probe sequences.
    let ids = (0..<300).map { _ in UUID() }
    for step in 0..<20_000 {
      let id = ids[Int(random.next() % UInt64(ids.count))]
      if random.next() % 3 == 0 {
        let removed = regions.removeValue(forKey: id)
        #expect(removed == model.removeValue(forKey: id), "step \(step)")
      } else {
        let region = Region(start: UInt32(step), count: UInt32(random.next() % 12))
        regions.set(region, for: id)
        model[id] = region
      }
      if step % 97 == 0 {
        #expect(regions.count == model.count)
        for id in ids { #expect(regions[id] == model[id], "step \(step)") }
      }
    }
    for id in ids { #expect(regions[id] == model[id]) }
  }
}

import DomainValues
import Foundation
import Testing
import UDF
import UDFTesting

/// Protects `EntityTable.remove`: the removed row is returned and recorded as touched, an unknown
/// ID changes and records nothing, the other rows keep their order, and the index finds every row
/// left (and none removed) however the removals fall in its runs of slots.
@Suite struct EntityTableRemovalTests {
  private let a = sampleRow(1), b = sampleRow(2), c = sampleRow(3)

  @Test func removeReturnsTheRowRecordsItAndKeepsTheOthersInOrder() {
    var table = EntityTable([a, b, c])
    var reduction = Reduction<CounterAction>()
    #expect(table.remove(b.id, &reduction) == b)
    #expect(table.elements == [a, c])
    #expect(table[b.id] == nil && !table.contains(id: b.id))
    #expect(table[a.id] == a && table[c.id] == c)
    #expect(reduction.touched == .one(ObservationKey(b.id)))
  }

  @Test func removingAnUnknownIDChangesAndRecordsNothing() {
    var table = EntityTable([a, b])
    var reduction = Reduction<CounterAction>()
    #expect(table.remove(rowID(99), &reduction) == nil)
    #expect(EntityTable<Row>().isEmpty)
    var empty = EntityTable<Row>()
    #expect(empty.remove(a.id, &reduction) == nil)
    #expect(table.elements == [a, b] && reduction.touched == .nothing)
  }

  @Test func aRemovedIDCanBeAddedAgainAtTheEnd() {
    var table = EntityTable([a, b, c])
    var reduction = Reduction<CounterAction>()
    table.remove(a.id, &reduction)
    table.upsert(Row(id: a.id, value: 10), &reduction)
    #expect(table.elements == [b, c, Row(id: a.id, value: 10)])
    #expect(table[a.id]?.value == 10)
    #expect(table.remove(c.id, &reduction) == c && table.remove(c.id, &reduction) == nil)
    #expect(table.elements == [b, Row(id: a.id, value: 10)])
  }

  @Test func removingEveryRowInAnyOrderLeavesAnEmptyTableThatStillWorks() {
    let rows = (0..<200).map { Row(id: rowID($0), value: $0) }
    let evensThenOdds = rows.indices.filter { $0 % 2 == 0 } + rows.indices.filter { $0 % 2 == 1 }
    for order in [Array(rows.indices), rows.indices.reversed(), evensThenOdds] {
      var table = EntityTable(rows)
      var reduction = Reduction<CounterAction>()
      for position in order { #expect(table.remove(rows[position].id, &reduction) == rows[position]) }
      #expect(table.isEmpty && rows.allSatisfy { table[$0.id] == nil })
      table.upsert(a, &reduction)
      #expect(table.elements == [a] && table[a.id] == a)
    }
  }

  /// Random upserts, updates and removals against a dictionary and an array, checked after every
  /// step: every ID ever used is looked up (removed ones must be gone), the order and the count
  /// match, and the step's reduction touched exactly the row it changed. IDs come from a small pool
  /// (so removals hit rows often and runs of slots fill and empty) and from `rowID`, whose IDs
  /// differ in one byte.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomUpsertsUpdatesAndRemovalsAgreeWithAModelAtEveryStep(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var table = EntityTable<Row>()
    var values: [ID<Row>: Int] = [:]
    var order: [ID<Row>] = []
    let pool = (0..<48).map { _ in ID<Row>(UUID()) } + (0..<48).map { rowID($0) }
    for step in 0..<4_000 {
      let id = pool[Int.random(in: 0..<pool.count, using: &random)]
      var reduction = Reduction<CounterAction>()
      let expectedTouched: Touched
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        if values.updateValue(step, forKey: id) == nil { order.append(id) }
        table.upsert(Row(id: id, value: step), &reduction)
        expectedTouched = .one(ObservationKey(id))
      case 2:
        table.update(id, &reduction) { $0.value = -step }
        if values[id] != nil { values[id] = -step }
        expectedTouched = values[id] == nil ? .nothing : .one(ObservationKey(id))
      default:
        let removed = table.remove(id, &reduction)
        #expect(removed == values[id].map { Row(id: id, value: $0) }, "seed \(seed), step \(step)")
        expectedTouched = removed == nil ? .nothing : .one(ObservationKey(id))
        values[id] = nil
        order.removeAll { $0 == id }
      }
      #expect(reduction.touched == expectedTouched, "seed \(seed), step \(step)")
      #expect(table.map(\.id) == order, "seed \(seed), step \(step)")
      #expect(table.count == values.count)
      for known in pool {
        #expect(table[known]?.value == values[known], "seed \(seed), step \(step)")
        #expect(table.contains(id: known) == (values[known] != nil))
      }
    }
    #expect(EntityTable(table.elements) == table)
  }

  /// A big table emptied from the front, the middle and the back, then grown again: every slot's
  /// position is renumbered at each removal, and lookups stay right across the index's growth.
  @Test func aLargeTableShrinksAndGrowsAgainWithEveryRowFound() {
    var rows = (0..<2_000).map { Row(id: rowID($0), value: $0) }
    var table = EntityTable(rows)
    var reduction = Reduction<CounterAction>()
    var removed: [ID<Row>] = []
    for position in [0, 999, 1_997, 500, 0, 1_000] {
      #expect(table.remove(rows[position].id, &reduction) == rows[position])
      removed.append(rows.remove(at: position).id)
    }
    #expect(table.elements == rows && rows.allSatisfy { table[$0.id] == $0 })
    let more = (2_000..<6_000).map { Row(id: rowID($0), value: $0) }
    table.upsert(contentsOf: more, &reduction)
    rows += more
    #expect(table.elements == rows && rows.allSatisfy { table[$0.id] == $0 })
    #expect(removed.allSatisfy { table[$0] == nil })
  }
}

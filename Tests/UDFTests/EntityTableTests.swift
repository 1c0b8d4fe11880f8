import DomainValues
import Foundation
import Testing
import UDF
import UDFTesting

/// Protects `EntityTable`: rows keep their insertion order, are found by ID, are replaced where
/// they stand and changed in place; and every change records exactly the IDs it changed, which is
/// what keeps keyed observation exact.
@Suite struct EntityTableTests {
  private let a = sampleRow(1), b = sampleRow(2), c = sampleRow(3)

  @Test func keepsInsertionOrderAndFindsRowsByID() {
    let table = EntityTable([c, a, b])
    #expect(table.map(\.id) == [c.id, a.id, b.id])
    #expect(table.count == 3 && table[1] == a)
    #expect(table[b.id] == b && table[c.id] == c)
    #expect(table.contains(id: a.id))
    #expect(table[rowID(99)] == nil && !table.contains(id: rowID(99)))
    #expect(EntityTable<Row>().isEmpty)
  }

  @Test func findsEachOfManyRowsByItsID() {
    let rows = (0..<5_000).map { Row(id: rowID($0), value: $0) }
    let table = EntityTable(rows.reversed())
    #expect(rows.allSatisfy { table[$0.id] == $0 })
    #expect(table.first?.value == 4_999 && table.last?.value == 0)
  }

  @Test func repeatedIDInALoadReplacesTheEarlierRowWhereItStands() {
    let table = EntityTable([a, b, Row(id: a.id, value: 10)])
    #expect(table.elements == [Row(id: a.id, value: 10), b])
    #expect(table[a.id]?.value == 10 && table[b.id] == b)
    let lazy = EntityTable([a, b, c, Row(id: c.id, value: 30), Row(id: a.id, value: 10)].lazy)
    #expect(lazy.elements == [Row(id: a.id, value: 10), b, Row(id: c.id, value: 30)])
    #expect(EntityTable([a, b, c, Row(id: c.id, value: 30), Row(id: a.id, value: 10)]) == lazy)
  }

  @Test func upsertReplacesInPlaceAndAppendsNewRows() {
    var table = EntityTable([a, b, c])
    var reduction = Reduction<CounterAction>()
    let newB = Row(id: b.id, value: 20)
    let d = Row(id: rowID(4), value: 4)
    table.upsert(newB, &reduction)
    table.upsert(d, &reduction)
    #expect(table.elements == [a, newB, c, d])
    #expect(table[b.id] == newB && table[d.id] == d)
    #expect(reduction.touched == .two(ObservationKey(b.id), ObservationKey(d.id)))
  }

  @Test func updateOfAnUnknownIDDoesNothingAndRecordsNothing() {
    var table = EntityTable([a, b])
    var reduction = Reduction<CounterAction>()
    var called = false
    table.update(rowID(99), &reduction) { _ in called = true }
    #expect(table.elements == [a, b])
    #expect(reduction.touched == .nothing)
    #expect(!called)
  }

  @Test func touchedNamesExactlyTheRowsChanged() {
    let table = EntityTable([a, b, c])
    let (keyA, keyB, keyC) = (ObservationKey(a.id), ObservationKey(b.id), ObservationKey(c.id))
    func touched(updating ids: [ID<Row>]) -> Touched {
      var copy = table
      var reduction = Reduction<CounterAction>()
      for id in ids { copy.update(id, &reduction) { $0.value += 1 } }
      return reduction.touched
    }
    #expect(touched(updating: []) == .nothing)
    #expect(touched(updating: [a.id]) == .one(keyA))
    #expect(touched(updating: [a.id, a.id]) == .one(keyA))
    #expect(touched(updating: [a.id, b.id]) == .two(keyA, keyB))
    #expect(touched(updating: [b.id, a.id, b.id, a.id]) == .two(keyB, keyA))
    #expect(touched(updating: [a.id, b.id, c.id]) == .many([keyA, keyB, keyC]))
    #expect(touched(updating: [a.id, rowID(99), b.id]) == .two(keyA, keyB))

    var loaded = EntityTable<Row>()
    var reduction = Reduction<CounterAction>()
    loaded.upsert(contentsOf: [a, b, c], &reduction)
    #expect(reduction.touched == .many([keyA, keyB, keyC]))
    #expect(loaded == table)
  }

  @Test func updateChangesTheRowInPlace() {
    var table = EntityTable((0..<1_000).map { Row(id: rowID($0), value: $0) })
    var reduction = Reduction<CounterAction>()
    func address() -> UInt { table.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    let before = address()
    table.update(rowID(500), &reduction) { $0.value = -1 }
    table.upsert(Row(id: rowID(7), value: -7), &reduction)
    #expect(address() == before)
    #expect(table[rowID(500)]?.value == -1 && table[7].value == -7)
  }

  @Test func equalTablesHoldEqualRowsInTheSameOrder() {
    #expect(EntityTable([a, b]) == EntityTable([a, b]))
    #expect(EntityTable([a, b]) != EntityTable([b, a]))
    #expect(EntityTable([a, b]) != EntityTable([a, Row(id: b.id, value: 0)]))
  }

  /// The index is checked against a dictionary after every step of random loads and upserts, across
  /// every growth of its slots: new IDs, repeated ones, IDs that differ in a single byte (`rowID`)
  /// and random ones, with absent IDs looked up too.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomUpsertsAgreeWithADictionaryAtEveryStep(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var table = EntityTable<Row>()
    var model: [ID<Row>: Int] = [:]
    var order: [ID<Row>] = []
    var reduction = Reduction<CounterAction>()
    var pool: [ID<Row>] = []
    for step in 0..<3_000 {
      let id: ID<Row>
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !pool.isEmpty: id = pool[Int.random(in: 0..<pool.count, using: &random)]
      case 1: id = rowID(Int.random(in: 0..<5_000, using: &random))
      default: id = ID(UUID())
      }
      pool.append(id)
      if model.updateValue(step, forKey: id) == nil { order.append(id) }
      table.upsert(Row(id: id, value: step), &reduction)
      #expect(table.map(\.id) == order, "seed \(seed), step \(step)")
      #expect(table.count == model.count)
      let sample = step % 97 == 0 ? Array(model.keys) : [id, pool[step / 2]]
      for known in sample { #expect(table[known]?.value == model[known], "seed \(seed), step \(step)") }
      #expect(table[ID(UUID())] == nil && !table.contains(id: rowID(1_000_000 + step)))
    }
    #expect(EntityTable(table.elements) == table)
    #expect(EntityTable(table.elements.lazy).elements.allSatisfy { table[$0.id] == $0 })
  }

  @Test(arguments: [0, 1, 3, 4, 5, 8, 9, 16, 17, 1_000])
  func aLoadOfDistinctRowsFindsEveryRowAndRefusesNoneAtAnySize(count: Int) {
    let rows = (0..<count).map { Row(id: rowID($0), value: $0) }
    let table = EntityTable(rows)
    #expect(table.elements == rows)
    #expect(rows.allSatisfy { table[$0.id] == $0 })
    #expect(!table.contains(id: rowID(count)))
    var grown = table
    var reduction = Reduction<CounterAction>()
    grown.upsert(Row(id: rowID(count), value: -1), &reduction)
    #expect(grown.count == count + 1 && grown[rowID(count)]?.value == -1 && table.count == count)
    #expect(rows.allSatisfy { grown[$0.id] == $0 })
  }

  @Test func aRepeatedIDAtTheEndOfALoadStillReplacesTheFirstRow() {
    let rows = (0..<100).map { Row(id: rowID($0), value: $0) } + [Row(id: rowID(0), value: -1)]
    let table = EntityTable(rows)
    #expect(table.count == 100 && table.first == Row(id: rowID(0), value: -1))
    #expect(table[rowID(0)]?.value == -1 && table[rowID(99)]?.value == 99)
  }
}

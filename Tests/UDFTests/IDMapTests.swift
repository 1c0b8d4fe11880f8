import DomainValues
import Testing
import UDF
import UDFTesting

/// Protects `IDMap`: each ID has at most one value, which `updateValue` sets and returns the old
/// one of; a restored map is built whole or refused when an ID repeats; equality ignores order;
/// and a long random run of changes agrees with a `Dictionary` after every step.
@Suite struct IDMapTests {
  @Test func givesEachIDItsLatestValue() {
    var map = IDMap<Row, Int>()
    #expect(map.isEmpty && map.count == 0 && map[rowID(1)] == nil)
    #expect(map.updateValue(10, forKey: rowID(1)) == nil)
    #expect(map.updateValue(20, forKey: rowID(2)) == nil)
    #expect(map.updateValue(11, forKey: rowID(1)) == 10)
    #expect(map[rowID(1)] == 11 && map[rowID(2)] == 20 && map[rowID(3)] == nil)
    #expect(map.count == 2 && !map.isEmpty)
  }

  @Test func aMapBuiltWholeHoldsEveryEntryOrIsRefusedWhenAnIDRepeats() {
    let pairs = (0..<5_000).map { (rowID($0), $0) }
    let built = IDMap(distinct: pairs, count: pairs.count)
    #expect(built?.count == 5_000)
    #expect(pairs.allSatisfy { built?[$0.0] == $0.1 })
    var added = IDMap<Row, Int>()
    for (id, value) in pairs.reversed() { added.updateValue(value, forKey: id) }
    #expect(built == added)
    // A repeat anywhere, even of the first ID at the very end, refuses the whole map.
    for repeated in [0, 2_500, 4_999] {
      #expect(IDMap(distinct: pairs + [(rowID(repeated), -1)], count: pairs.count + 1) == nil, "repeat of \(repeated)")
    }
    #expect(IDMap(distinct: [(rowID(1), 1), (rowID(1), 1)], count: 2) == nil)
    // A count that is only a hint changes nothing but the room made.
    #expect(IDMap(distinct: pairs, count: 0) == built)
  }

  @Test func mapsAreEqualWhenTheyGiveTheSameIDsTheSameValues() {
    let map: IDMap<Row, Int> = [rowID(1): 1, rowID(2): 2]
    #expect(map == [rowID(2): 2, rowID(1): 1])
    #expect(map != [rowID(1): 1, rowID(2): 3])
    #expect(map != [rowID(1): 1])
    #expect(map != [rowID(1): 1, rowID(3): 2])
    #expect(map != [rowID(1): 1, rowID(2): 2, rowID(3): 3])
    #expect(IDMap<Row, Int>() == [:])
  }

  /// 20,000 random changes and lookups over 700 IDs (so the index grows several times and most
  /// changes replace a value), checked against a `Dictionary` after every step.
  @Test func aRandomRunAgreesWithADictionaryAfterEveryStep() {
    var random = SeededGenerator(seed: 44)
    var map = IDMap<Row, Int>()
    var expected: [ID<Row>: Int] = [:]
    for step in 0..<20_000 {
      let id = rowID(Int.random(in: 0..<700, using: &random))
      if Bool.random(using: &random) {
        let value = Int.random(in: 0..<1_000, using: &random)
        #expect(map.updateValue(value, forKey: id) == expected.updateValue(value, forKey: id), "step \(step)")
      }
      #expect(map[id] == expected[id], "step \(step)")
      #expect(map.count == expected.count, "step \(step)")
      if step % 1_000 == 999 {
        #expect(expected.allSatisfy { map[$0.key] == $0.value }, "step \(step)")
      }
    }
  }
}
